/**
 * Boot (ARCHITECTURE "Front end at run time"): site kind from host → locale routing → api client
 * → chrome → manifest + site settings + labels → one single-spa application per remote → start.
 */
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { bus } from '@rednest/shared/event-bus';
import { captureReferral, session, site } from '@rednest/shared/session';
import { embeddedModeFrom } from './app/embedded-mode';
import { api, configureApiClient, queryClient } from '@rednest/shared/api-client';
import { loadLabels, t } from '@rednest/shared/i18n';
import { toast } from '@rednest/shared/ui';
import { warmFormats } from '@rednest/shared/format';
import { LazyToastHost } from './app/lazy-toast-host';
import type { CurrencyCode, Locale } from '@rednest/shared/contracts';
import './styles/global.scss';
import { API_BASE_URL, APP_ENVIRONMENT, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from './config/shell-config';
import { registerShellLabels } from './i18n/shell-labels';
import { preferredLocale, resolveRoute, switchLocalePath } from './routing/locale-routing';
import { readStoredLocale, rememberLocale } from './routing/stored-locale';
import { pageKindOf } from './routing/page-kind';
import type { RemoteName } from '@rednest/shared/contracts';
import { ownerOfOverlay } from '@rednest/shared/contracts';
import { initialManifest } from './remotes/runtime-manifest';
import { firstViewPicturesShown, retireFirstViewFragment } from './app/first-view-fragment';
import { registerFromManifest } from './remotes/federation';
import { configureRemoteLoading, REMOTE_TIMEOUT_OVERRIDE_KEY } from './remotes/remote-loading-config';
import { registerRemoteApplications } from './remotes/register-remotes';
import { ShellChrome } from './app/shell-chrome';
import { navigate } from './app/navigation';
import { setLoaderOwner, setRemoteLoading, showFatalError } from './app/shell-state';
import { forceReloadOnce, isChunkLoadError } from './app/chunk-reload';
import { reportError } from './app/report-error';
import { createSignOut, handleSessionExpired } from './app/session-actions';
import { allowedLocalesOf, loadSiteSettings } from './site/site-settings';

let allowedLocales: readonly string[] = [];

function routeOf(loc: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return resolveRoute({
    pathname: loc.pathname,
    search: loc.search,
    hash: loc.hash,
    storedLocale: readStoredLocale(),
    allowedLocales,
  });
}

/** Apply locale redirects in place (replaceState: a redirect is not a history entry). */
function settleUrl(): Locale | null {
  for (let hop = 0; hop < 4; hop += 1) {
    const decision = routeOf(window.location);
    if (decision.kind === 'page') return decision.locale;
    history.replaceState(history.state, '', decision.to);
  }
  return null;
}

function onChunkError(error: unknown, context: string) {
  reportError('ChunkLoadError', error, context);
  if (forceReloadOnce() === 'guarded') showFatalError(error instanceof Error ? error : new Error(String(error)));
}

/** The rest of the current task is left to the browser (input, paint) before going on: long tasks split. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // evaluating the boot chunks' modules was one task with everything below
  await nextTask();
  const initialLocale = settleUrl() ?? 'en-id';
  site.set({ locale: initialLocale });
  rememberLocale(initialLocale);
  document.documentElement.lang = initialLocale.slice(0, 2);
  // spec §2 `web`: embedded or iframe mode shows the page without our header and footer (boot.scss)
  if (embeddedModeFrom(window.location.search)) document.documentElement.setAttribute('data-embedded', '');
  // the route area's skeleton follows the page kind (index.html, boot.scss)
  const main = document.getElementById('rn-main');
  const markPageKind = () => main?.setAttribute('data-page', pageKindOf(window.location.pathname));
  markPageKind();
  retireFirstViewFragment();

  configureApiClient({
    baseUrl: API_BASE_URL,
    clientId: OAUTH_CLIENT_ID,
    clientSecret: OAUTH_CLIENT_SECRET,
    appEnvironment: APP_ENVIRONMENT,
  });
  // The page's singletons, for support staff in the console and for the e2e suite (e.g. many
  // parallel calls sharing one guest token). Read-only; nothing the page does depends on it.
  Object.defineProperty(window, 'rednest', { value: Object.freeze({ api, bus, session, site }), configurable: false });

  const signOut = createSignOut({ api, session, site, navigate });
  const onLocale = (locale: Locale) => {
    bus.publish('locale.changed.v1', { locale }, 'shell');
    rememberLocale(locale);
    // labels, settings and every remote's router basename follow the locale: a fresh page is simplest and exact
    window.location.assign(switchLocalePath(window.location.pathname, window.location.search, locale));
  };
  const onCurrency = (currency: string) => {
    site.set({ currency: currency as CurrencyCode });
    const url = new URL(window.location.href);
    url.searchParams.set('currency', currency);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  };

  // spec §4: a signed-in user whose call got 401 is signed out and sent to sign-in (home on the corporate site)
  bus
    .on('session.expired.v1')
    .subscribe(() =>
      handleSessionExpired(
        { api, session, site, navigate, notify: (m) => toast(m, 'info') },
        t('shell.sessionExpired'),
      ),
    );
  bus.on('loader.toggle.v1').subscribe((e) => setLoaderOwner(e.payload.owner, e.payload.visible));
  bus.on('remote.failed.v1').subscribe((e) => {
    if (e.payload.phase === 'render' && /ChunkLoadError|Loading chunk/i.test(e.payload.message)) {
      onChunkError(new Error(e.payload.message), `${e.payload.remote} render`);
    }
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) onChunkError(event.reason, 'unhandled rejection');
  });

  // the calls first, then the chrome: React draws it (a transition, in slices) while they travel
  const shellLabels = registerShellLabels(site.get().language);
  const ready = Promise.allSettled([
    initialManifest(),
    loadSiteSettings(api, site),
    shellLabels.then(() => loadLabels(site.get().language)),
  ]);

  const headerEl = document.getElementById('rn-header') as HTMLElement;
  const footerEl = document.getElementById('rn-footer') as HTMLElement;
  const overlay = document.getElementById('rn-overlay') as HTMLElement;
  // a transition: React renders the chrome in slices of a few milliseconds, not one long task;
  // the header's and footer's reserved space (boot.scss) stays as it is until it commits
  // It waits for the shell's texts in the page's language (a chunk of its own for id, vi and th; it
  // never fails): the frame the edge drew is in that language, and a chrome drawn first with the
  // English fallback swapped its words twice.
  const chrome = createRoot(overlay);
  await shellLabels;
  // the page's description in its language (index.html's is English; the edge's first HTML has it too)
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('shell.meta.description'));
  startTransition(() =>
    chrome.render(
      createElement(
        ShellChrome,
        {
          session,
          navigate,
          headerEl,
          footerEl,
          onSignOut: signOut,
          onLocale,
          onCurrency,
          onRenderError: (error, stack) => {
            if (isChunkLoadError(error)) onChunkError(error, 'shell render');
            else reportError('RenderError', error, stack);
          },
        },
        createElement(LazyToastHost, { bus }),
      ),
    ),
  );
  document.getElementById('rn-boot')?.remove();

  const [manifest, settings] = await ready;
  if (settings.status === 'fulfilled') {
    allowedLocales = allowedLocalesOf(settings.value);
    // spec §2: a partner's return URL is kept (allowed origins only) and leaves the address bar
    const search = captureReferral(window.location.search, settings.value);
    if (search !== window.location.search)
      history.replaceState(history.state, '', window.location.pathname + search + window.location.hash);
    const decision = routeOf(window.location);
    if (decision.kind === 'redirect' && decision.reason === 'unsupported-locale') {
      // spec §5: this site does not offer the locale in the URL. Remember one it does offer first,
      // or '/' would send the visitor straight back to the refused locale.
      const fallback = preferredLocale(null, allowedLocales);
      rememberLocale(fallback);
      window.location.replace(`/${fallback}`);
      return;
    }
  } else {
    reportError('SiteSettingsError', settings.reason, 'site_settings');
  }

  const override = Number(localStorage.getItem(REMOTE_TIMEOUT_OVERRIDE_KEY));
  if (manifest.status === 'fulfilled') {
    configureRemoteLoading({
      entryTimeoutMs: override > 0 ? override : manifest.value.loadTimeoutMs,
      manifestTtlMs: manifest.value.manifestTtlMs,
    });
    registerFromManifest(manifest.value);
  } else {
    // every remote shows its fallback; Retry refetches the manifest
    reportError('ManifestError', manifest.reason, '/manifest.json');
    if (override > 0) configureRemoteLoading({ entryTimeoutMs: override });
  }

  const slots = registerRemoteApplications({
    ownerOf: (location) => {
      const decision = routeOf(location);
      return decision.kind === 'page' ? decision.owner : null;
    },
    // every site kind: on desktop /signIn always redirects to `#signIn` (mf-account), so the corporate
    // site without the dialog had no way to sign in at all
    overlayOf: (location) => (routeOf(location).kind === 'page' ? ownerOfOverlay(location.hash) : null),
    customProps: () => ({ bus, session, site, api, queryClient, locale: site.get().locale }),
    onLoading: setRemoteLoading,
    onFailure: (name, phase, error) => {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      bus.publish('remote.failed.v1', { remote: name, phase: phase === 'mount' ? 'mount' : 'load', message }, 'shell');
      reportError(`RemoteFailed:${phase}`, error, name);
    },
  });

  // Redirect rules on every navigation, and remember the locale on every visit (spec §2).
  window.addEventListener('single-spa:before-routing-event', () => {
    markPageKind();
    const decision = routeOf(window.location);
    if (decision.kind === 'redirect') {
      queueMicrotask(() => history.replaceState(history.state, '', decision.to));
    } else if (decision.locale !== site.get().locale) {
      rememberLocale(decision.locale);
      window.location.reload();
    }
  });

  // A click to another page starts at its top (single-spa does not); back/forward keep the
  // browser's own scroll restoration.
  let lastPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', (event) => {
    // single-spa reports pushState as a synthetic popstate marked with singleSpaTrigger
    const original = (event as CustomEvent<{ originalEvent?: Event & { singleSpaTrigger?: string } }>).detail
      ?.originalEvent;
    const browserBackForward = original?.type === 'popstate' && !original.singleSpaTrigger;
    const path = window.location.pathname;
    if (path !== lastPath && !browserBackForward && !window.location.hash) window.scrollTo(0, 0);
    lastPath = path;
  });

  // Preload on intent (ARCHITECTURE: nothing eager): hovering or focusing a link fetches its remote.
  const intent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.origin !== window.location.origin) return;
    const decision = routeOf(anchor);
    if (decision.kind === 'page') slots.get(decision.owner as RemoteName)?.preload();
  };
  document.addEventListener('pointerover', intent, { passive: true });
  document.addEventListener('focusin', intent);

  // the first view's largest picture is drawn before a remote draws over it (first-view-fragment.ts)
  await firstViewPicturesShown();
  start({ urlRerouteOnly: true });
  // While the page's remote loads: the site's money and date formats, made now in tasks of their
  // own rather than inside the page's first render with prices (about 60 ms on a phone for the first
  // currency format: the locale's data). The page's formatters keep them (shared format).
  warmFormats(site.get().locale, site.get().currency, site.get().language);
}

boot().catch((error: unknown) => {
  reportError('BootError', error, 'boot');
  document.getElementById('rn-boot')?.remove();
  showFatalError(error instanceof Error ? error : new Error(String(error)));
});
