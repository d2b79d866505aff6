import { bodyOf, HttpAbortError, type HttpRequest, type HttpResponse, type HttpTransport } from './http';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; data?: unknown } | ((req: SeenRequest) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>);

/** A transport that answers `METHOD /path` from a table and records every request. */
export function fakeServer(routes: Record<string, Reply>) {
  const requests: SeenRequest[] = [];
  const transport: HttpTransport = async (config: HttpRequest): Promise<HttpResponse> => {
    if (config.signal?.aborted) throw new HttpAbortError();
    const url = new URL(config.url, 'http://localhost');
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => (query[k] = v));
    for (const [k, v] of Object.entries(config.params)) query[k] = String(v);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(config.headers)) if (v !== undefined && v !== null) headers[k.toLowerCase()] = String(v);
    // what goes on the wire: objects as JSON text, read back as the server would
    let body: unknown = bodyOf(config.data) ?? undefined;
    if (typeof body === 'string' && headers['content-type']?.includes('json')) body = JSON.parse(body);
    const req: SeenRequest = { method: config.method.toUpperCase(), path: url.pathname, query, headers, body };
    requests.push(req);
    const reply = routes[`${req.method} ${req.path}`];
    const answer = !reply ? { status: 404, data: { code: 'NOT_FOUND', message: 'no route' } } : typeof reply === 'function' ? await reply(req) : reply;
    return { status: answer.status, data: answer.data };
  };
  return { transport, requests, to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}
