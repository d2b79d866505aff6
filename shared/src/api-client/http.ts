/**
 * The api client's HTTP layer: one XMLHttpRequest per call. It replaced axios (issue 7: 14.8 KB
 * gzip on every page, for the one request shape the client sends), so it does only what
 * client.ts needs: query string, headers, a string / FormData / JSON body, abort, and the answer's
 * status and body (JSON when it parses, the text otherwise). Non-2xx answers resolve; the client
 * owns status handling.
 */
export interface HttpRequest {
  method: string;
  /** without a query string: `params` make it */
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** a string or FormData is sent as it is; anything else as JSON */
  data?: unknown;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  data: unknown;
}

/** Sends one request. Tests pass their own (fake-transport.test-helper.ts). */
export type HttpTransport = (req: HttpRequest) => Promise<HttpResponse>;

/** The request was cancelled through its AbortSignal. */
export class HttpAbortError extends Error {
  constructor() {
    super('The request was cancelled.');
    this.name = 'AbortError';
  }
}

/** `url?params`, `&` when the url already has a query. */
export function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The body as sent: strings, FormData, URLSearchParams and binary as they are; anything else as JSON. */
export function bodyOf(data: unknown): XMLHttpRequestBodyInit | null {
  if (data === undefined || data === null) return null;
  if (typeof data === 'string' || data instanceof URLSearchParams || data instanceof Blob || data instanceof ArrayBuffer) return data;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
  return JSON.stringify(data);
}

/** The answer's body: parsed JSON when it is JSON, the text otherwise ('' for none). */
export function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const xhrTransport: HttpTransport = ({ method, url, params, headers, data, signal }) =>
  new Promise<HttpResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new HttpAbortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(method.toUpperCase(), withQuery(url, params), true);
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && value !== null) xhr.setRequestHeader(name, String(value));
    }
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('Network Error'));
    };
    xhr.onabort = () => {
      done();
      reject(new HttpAbortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(bodyOf(data));
  });
