import { sessionScoped, webModeOf, type KeyValueStorage } from '@rednest/shared/session';

/** sessionStorage: the tab's visit stays embedded once a partner app or frame opened it so */
export const EMBEDDED_MODE_KEY = 'rn.web_mode';

/**
 * Spec §2: the query parameter `web` selects embedded (in-app browser) or iframe mode. The page
 * then shows without the site's own header and footer (the host app or page has its own), and
 * keeps that for the rest of the tab's visit, since links inside the product drop the parameter.
 * `web=0` (or off/false) ends it. Framing by another site still needs that site's origin in the
 * edge's frame-ancestors (deploy README); without it the browser refuses the frame.
 */
export function embeddedModeFrom(search: string, storage: KeyValueStorage = sessionScoped): boolean {
  const mode = webModeOf(search);
  if (mode === 'embedded' || mode === 'iframe') storage.setItem(EMBEDDED_MODE_KEY, mode);
  else if (mode === 'off') storage.removeItem(EMBEDDED_MODE_KEY);
  return storage.getItem(EMBEDDED_MODE_KEY) !== null;
}
