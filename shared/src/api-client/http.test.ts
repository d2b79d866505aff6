import { bodyOf, HttpAbortError, parseBody, withQuery, xhrTransport } from './http';

/** The slice of XMLHttpRequest the transport drives, answering what a test scripts. */
class ScriptedXhr {
  static last: ScriptedXhr;
  static answer: { status: number; text: string } | 'network-error' | 'hang' = { status: 200, text: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    const answer = ScriptedXhr.answer;
    if (answer === 'hang') return;
    queueMicrotask(() => {
      if (answer === 'network-error') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.text;
      this.onload?.();
    });
  }
  abort() {
    queueMicrotask(() => this.onabort?.());
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = ScriptedXhr;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const request = { method: 'get', url: '/api/cdn/v13/site_settings', params: {}, headers: {} };

describe('the XHR transport', () => {
  it('sends the method, the query string and the headers, and resolves any status with the parsed JSON', async () => {
    ScriptedXhr.answer = { status: 422, text: '{"code":"BAD","message":"no"}' };
    const res = await xhrTransport({ ...request, params: { q: 'Kuta, Bali', locale: 'en-id' }, headers: { Accept: 'application/json' } });
    expect(res).toEqual({ status: 422, data: { code: 'BAD', message: 'no' } });
    expect(ScriptedXhr.last.method).toBe('GET');
    expect(ScriptedXhr.last.url).toBe('/api/cdn/v13/site_settings?q=Kuta%2C+Bali&locale=en-id');
    expect(ScriptedXhr.last.headers).toEqual({ Accept: 'application/json' });
    expect(ScriptedXhr.last.sent).toBeNull();
  });

  it('sends objects as JSON and strings as they are; answers that are not JSON stay text', async () => {
    ScriptedXhr.answer = { status: 200, text: '<svg/>' };
    await expect(xhrTransport({ ...request, method: 'POST', data: { a: 1 } })).resolves.toEqual({ status: 200, data: '<svg/>' });
    expect(ScriptedXhr.last.sent).toBe('{"a":1}');
    await xhrTransport({ ...request, method: 'POST', data: 'grant_type=client_credentials' });
    expect(ScriptedXhr.last.sent).toBe('grant_type=client_credentials');
  });

  it('rejects a network failure, and a cancelled request with an AbortError before or during the call', async () => {
    ScriptedXhr.answer = 'network-error';
    await expect(xhrTransport(request)).rejects.toThrow('Network Error');
    const early = new AbortController();
    early.abort();
    await expect(xhrTransport({ ...request, signal: early.signal })).rejects.toBeInstanceOf(HttpAbortError);
    ScriptedXhr.answer = 'hang';
    const late = new AbortController();
    const pending = xhrTransport({ ...request, signal: late.signal });
    late.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('request and answer bodies', () => {
  it('adds the query to a url that has one already, and leaves a url alone without one', () => {
    expect(withQuery('/x?a=1', { b: '2' })).toBe('/x?a=1&b=2');
    expect(withQuery('/x', {})).toBe('/x');
  });

  it('keeps FormData and URLSearchParams for the browser to encode, and sends nothing for no body', () => {
    const form = new FormData();
    expect(bodyOf(form)).toBe(form);
    expect(bodyOf(new URLSearchParams({ a: 'b' }))).toBeInstanceOf(URLSearchParams);
    expect(bodyOf(undefined)).toBeNull();
  });

  it('parses JSON answers and keeps an empty answer empty', () => {
    expect(parseBody('[1,2]')).toEqual([1, 2]);
    expect(parseBody('')).toBe('');
  });
});
