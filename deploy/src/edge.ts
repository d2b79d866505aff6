/**
 * The edge on PORT (default 8080): what a browser talks to first. It serves the shell with an SPA
 * fallback, the uncached runtime manifest, and proxies /api/* to the API with the path unchanged
 * (the API mounts everything under API_BASE_PATH=/api), so the browser needs no CORS for the API.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { NO_STORE, REVALIDATE, shellCacheControl } from './cache-rules';
import { buildManifest, hostnameOf } from './manifest';
import { currentVersions } from './releases';
import type { RemoteName } from './remotes';

export interface EdgeOptions {
  shellDir: string;
  cdnDir: string;
  /** e.g. http://127.0.0.1:8090; null → /api answers 503 */
  apiUrl: string | null;
  remotePorts: Record<RemoteName, number>;
  logger?: boolean;
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RedNest: shell not built</title></head>
<body style="font-family:system-ui;margin:3rem;max-width:40rem"><h1>The shell is not built</h1>
<p>Build it with <code>cd shell &amp;&amp; npx webpack --mode production</code> (or run <code>npm start</code> from the repository root), then reload.</p></body></html>`;

function looksLikeAsset(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

export async function createEdge(opts: EdgeOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: false });
  const indexFile = path.join(opts.shellDir, 'index.html');

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  if (opts.apiUrl) {
    const upstream = opts.apiUrl;
    await app.register(fastifyHttpProxy, {
      upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      replyOptions: {
        rewriteRequestHeaders: (req, headers) => ({
          ...headers,
          'x-forwarded-for': [headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
          'x-forwarded-host': String(req.headers.host ?? ''),
          'x-forwarded-proto': 'http',
        }),
        onError: (reply, { error }) => {
          // API down or restarting: a clear JSON error in the API's own error shape, not a hang
          reply.code(502).header('Cache-Control', NO_STORE).send({ code: 'API_UNAVAILABLE', message: `The API is not reachable (${error.message})` });
        },
      },
    });
  } else {
    app.all('/api/*', async (_req, reply) => reply.code(503).send({ code: 'API_UNAVAILABLE', message: 'No API is configured for this edge' }));
  }

  // pages and static files only; the API sets its own headers and they pass through untouched
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') {
      reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });

  app.get('/manifest.json', async (request, reply) => {
    const manifest = buildManifest({
      versions: currentVersions(opts.cdnDir),
      remotePorts: opts.remotePorts,
      protocol: request.protocol,
      hostname: hostnameOf(request.headers.host),
    });
    reply.header('Cache-Control', NO_STORE).header('Access-Control-Allow-Origin', '*');
    return manifest;
  });

  app.get('/__edge/health', async () => ({ status: 'ok' }));

  fs.mkdirSync(opts.shellDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.shellDir,
    prefix: '/',
    index: false,
    list: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', shellCacheControl(filePath));
    },
  });

  const sendIndex = (reply: FastifyReply) => {
    if (!fs.existsSync(indexFile)) {
      return reply.code(503).type('text/html; charset=utf-8').header('Cache-Control', NO_STORE).send(NOT_BUILT_PAGE);
    }
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  };

  app.get('/', (_req, reply) => sendIndex(reply));

  // SPA fallback: every route the shell owns (/{locale}/…) loads index.html; a missing asset is a 404
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && (wantsHtml || !looksLikeAsset(request.url))) {
      return sendIndex(reply);
    }
    return reply.code(404).header('Cache-Control', NO_STORE).send({ code: 'NOT_FOUND', message: `${request.url} not found` });
  });

  return app;
}
