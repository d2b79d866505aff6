/**
 * `?corp_client=<token>` on signUp: the verification link of a corporate client (mf-corporate's
 * /external/verify-client/ offers it when no account uses the address). Sign-up sends the token;
 * the API makes the new account book for that company when the email (or phone) is the client's.
 */
export function corpClientToken(search: string): string | null {
  const token = new URLSearchParams(search).get('corp_client')?.trim();
  return token && /^[A-Za-z0-9_-]{16,100}$/.test(token) ? token : null;
}
