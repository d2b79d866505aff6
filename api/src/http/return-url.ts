import { badRequest } from '../errors.ts';

/**
 * The page a card checkout sends the guest back to: an absolute URL on one of the site's origins
 * (the CORS allow-list), else 400 INVALID_RETURN_URL. A booking's payment and a change of dates'
 * difference both take one; so does a Facebook sign-in (its dialog's `redirect_uri`, the `field`).
 */
export function siteReturnUrl(
  raw: string,
  isSiteOrigin: (origin: string) => boolean,
  field: 'return_url' | 'redirect_uri' = 'return_url',
): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('INVALID_RETURN_URL', 'The return address is not valid.', [
      { field, message: 'must be an absolute URL of this site' },
    ]);
  }
  if (!isSiteOrigin(url.origin))
    throw badRequest('INVALID_RETURN_URL', 'The return address must be a page of this site.', [
      { field, message: 'must be a URL of this site' },
    ]);
  return url;
}
