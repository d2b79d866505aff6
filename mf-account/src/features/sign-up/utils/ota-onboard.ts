/**
 * spec §2: "An ota_onboard query makes a guest go to sign-up prefilled with booking id, first
 * name, last name and phone". The link carries only a token the API signed for one booking made
 * without an account (`?ota_onboard=<token>`, sent in that booking's confirmation mail); the
 * prefill is asked from the API (GET ota_onboard), never read from the URL, so a crafted link
 * cannot put someone else's booking or details on the page.
 */
export function otaOnboardToken(search: string): string | null {
  const token = new URLSearchParams(search).get('ota_onboard')?.trim();
  return token && token.length <= 400 ? token : null;
}
