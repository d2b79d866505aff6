/**
 * The page's frame as static HTML (spec: "the shell's static HTML already draws the frame"),
 * rendered at build time by shared/build/first-view.cjs (node, React's static renderer) from the
 * same Header and Footer the shell mounts, with the same texts and class names: `header.<locale>.html`
 * and `footer.<locale>.html` for every locale, and `head.<locale>.html`: the page's description in
 * the locale's language. The edge puts the live shell's files into the main
 * site's pages (deploy/src/edge/first-view/first-view.ts), so the brand, the page links and the footer's links paint
 * with the first HTML, work before any script (plain links), and are released and rolled back with
 * the shell. What only the page's script knows is left out: who is signed in (the user area stays
 * empty), and what the site settings bring (locale and currency menus, the customer-service number,
 * app links). The shell's chrome takes the frame's place when it mounts (app/shell-chrome.tsx).
 * Node only: never imported by the browser build.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { LOCALES, languageOfLocale } from '@rednest/shared/contracts';
import { session, site } from '@rednest/shared/session';
import { t } from '@rednest/shared/i18n';
import { registerShellLabels } from './i18n/shell-labels';
import { STATIC_FRAME_ATTRIBUTE, STATIC_FRAME_YEAR } from './app/static-frame';
import { Header } from './layout/header';
import { Footer } from './layout/footer';

async function render(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--[^]*?-->/g, '');
}

/** The root element marked as the static frame, which the mounted chrome removes (app/static-frame.ts). */
function marked(html: string): string {
  if (!/^<div\b/.test(html)) throw new Error(`the frame's markup must start with its root <div>: ${html.slice(0, 40)}`);
  return html.replace(/^<div\b/, `<div ${STATIC_FRAME_ATTRIBUTE}=""`);
}

const noop = () => undefined;

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function renderFirstViews(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    await registerShellLabels(languageOfLocale(locale));
    site.set({ locale });
    out[`header.${locale}.html`] = marked(
      await render(
        <Header
          session={session}
          navigate={noop}
          onSignOut={async () => undefined}
          onLocale={noop}
          onCurrency={noop}
          frame
        />,
      ),
    );
    out[`footer.${locale}.html`] = marked(await render(<Footer navigate={noop} year={STATIC_FRAME_YEAR} />));
    // the page's description in the locale's language, in place of index.html's English one
    out[`head.${locale}.html`] = `<meta name="description" content="${escapeAttr(t('shell.meta.description'))}">`;
  }
  return out;
}
