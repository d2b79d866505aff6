/**
 * The token of a verification link (`/external/verify-client/?token=…`): what the API issues is
 * 43 base64url characters; anything that cannot be one is refused here without a call.
 */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{16,100}$/.test(token) ? token : null;
}
