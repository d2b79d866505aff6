import { isLocale } from '@rednest/shared/contracts';

/**
 * The language saved in the person's settings, when a sign-in should move the page to it (like
 * the saved currency): a supported locale other than the one in the URL and, when the site
 * lists its locales, one of them (a corporate or brand site may offer fewer). Else null.
 */
export function savedLocale(
  userLocale: string | null | undefined,
  urlLocale: string,
  localeList: readonly (readonly string[])[] | undefined,
): string | null {
  if (!userLocale || userLocale === urlLocale || !isLocale(userLocale)) return null;
  if (localeList?.length && !localeList.some((entry) => entry[2] === userLocale)) return null;
  return userLocale;
}

/** `/{locale}` + a path relative to the router's basename ('/' is the locale's home). */
export const underLocale = (locale: string, path: string) => `/${locale}${path === '/' ? '' : path}`;
