/**
 * `?ref=<code>` on signUp: a member's refer-and-earn link (mf-club refer-and-earn). Sign-up sends the
 * code; the API gives the new account a welcome reward off a first stay and credits the member after
 * it. A malformed code is dropped here rather than refused after the form is filled.
 */
export function referralCode(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code && /^[A-Za-z0-9]{4,12}$/.test(code) ? code.toUpperCase() : null;
}
