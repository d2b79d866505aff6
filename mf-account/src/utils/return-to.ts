/**
 * Where to go after signing in. Only a same-origin path under the current locale is honoured
 * (an open redirect to another site or locale would be a phishing aid); anything else → home.
 * Returns the path relative to the router basename `/{locale}`, e.g. '/my-bookings?tab=x'.
 */
export function safeReturnTo(raw: string | null | undefined, locale: string, origin: string): string {
  if (!raw) return '/';
  let url: URL;
  try {
    // protocol-relative ('//evil.com') and backslash tricks resolve to another origin here
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const prefix = `/${locale}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return '/';
  const rest = url.pathname.slice(prefix.length) || '/';
  // never bounce back into the sign-in / sign-up pages themselves
  if (/^\/(signIn|signUp)(\/|$)/.test(rest)) return '/';
  return `${rest}${url.search}${url.hash}`;
}
