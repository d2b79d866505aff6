import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { isLocale, type Locale } from '@rednest/shared/contracts';
import { useSite } from '@rednest/shared/session';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** path inside the site without the locale ('/signIn', '/search?location=cit-jakarta');
   *  a path that already starts with a locale or an absolute URL is used as is */
  to: string;
  /** replace the history entry instead of adding one */
  replace?: boolean;
  /** a locale other than the current one (the language switcher) */
  locale?: Locale;
  ref?: Ref<HTMLAnchorElement>;
}

/** `/{locale}` + to, unless `to` is absolute or already localised. */
export function localisedHref(to: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return to;
  const path = to.startsWith('/') ? to : `/${to}`;
  const first = path.split(/[/?#]/)[1] ?? '';
  if (isLocale(first)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Navigates with history.pushState: single-spa patches it, re-routes to the remote that owns the
 * path and fires popstate so that remote's router follows. The page never reloads.
 */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', href);
  else window.history.pushState(null, '', href);
  // Standalone remote (no single-spa on the page): tell react-router ourselves.
  if (!('singleSpaNavigate' in window))
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

function isPlainLeftClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function AppLink({ to, replace, locale, onClick, target, children, ref, ...rest }: AppLinkProps) {
  const site = useSite();
  const href = localisedHref(to, locale ?? site.locale);
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || external || (target && target !== '_self') || !isPlainLeftClick(e)) return;
        e.preventDefault();
        navigate(href, { replace });
      }}
    >
      {children}
    </a>
  );
}
