/** The locale a page path starts with (`/th-th/faq` → th-th; lower case only, as the shell redirects to), or null. */
export function localeOfPage(pathname: string): string | null {
  return /^\/([a-z]{2}-[a-z]{2})(?:\/|$)/.exec(pathname)?.[1] ?? null;
}
