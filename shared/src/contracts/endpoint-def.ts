/**
 * The shape of a catalogue row (what endpoints/<domain>.ts write and endpoints.ts joins): the
 * host, version, method, path, authorisation and encodings of one call.
 */
export type HostKind = 'api' | 'cdn' | 'search' | 'booking' | 'login' | 'token' | 'monitor';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * none: no Authorization header (load and CDN calls).
 * token: the user's token when signed in, otherwise the guest token.
 * user: a signed-in user's token is required (401 otherwise).
 * client-basic: HTTP Basic with the web client's id and secret (the guest-token grant).
 */
export type AuthKind = 'none' | 'token' | 'user' | 'client-basic';
/** json: plain JSON; data: `{ data: base64(JSON) }` (in the query string for GET); form: urlencoded or multipart. */
export type BodyEncoding = 'none' | 'json' | 'data' | 'form';
/**
 * aes: the body is `{ data: "<base64 ciphertext>---<hex iv>" }` (see wire.ts); svg: a picture (used as an <img> URL);
 * pdf: a PDF document; file: a stored file sent as a download (Content-Disposition: attachment), its type per file.
 */
export type ResponseEncoding = 'json' | 'aes' | 'svg' | 'pdf' | 'file';

export interface EndpointDef {
  host: HostKind;
  /** `v{n}` segment; null for unversioned paths such as the token grant. */
  version: number | null;
  method: HttpMethod;
  /** Path after the version; `:param` segments are filled from the call's params. */
  path: string;
  auth: AuthKind;
  body: BodyEncoding;
  response: ResponseEncoding;
  /** signed with the hmac headers of wire.ts */
  hmac?: boolean;
  /** carries a solved captchaChallenge in CAPTCHA_HEADER (unless site settings say captcha_by_pass): book_now and book_now_pah */
  captcha?: boolean;
  /** failures of this call are never reported to the monitor (the monitor itself). */
  noMonitor?: boolean;
  summary: string;
}

/**
 * A catalogue row. Rows are written as `def({ … })` calls: the browser builds find these calls to
 * strip their `summary` texts (shared/build/strip-endpoint-summaries.cjs).
 */
export const def = (d: EndpointDef) => d;
