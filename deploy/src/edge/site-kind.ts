/**
 * The site a request is for (spec §6), as the edge sees it: the shell's own reading of the Host and
 * `?site=` (shared session/site-kind.ts), without the browser's memory of a `?site=` choice (its
 * session storage), which the edge never sees.
 */
import { siteKindFromHost } from '@rednest/shared/session/site-kind';

const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

export function siteOfRequest(host: string, search: string): ReturnType<typeof siteKindFromHost> {
  return siteKindFromHost(host, search, NO_STORAGE);
}
