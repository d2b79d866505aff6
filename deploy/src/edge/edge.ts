/**
 * The edge on PORT (default 8080): what a browser talks to first. It serves the shell with an SPA
 * fallback, the uncached runtime manifest, and proxies /api/* to the API with the path unchanged
 * (the API mounts everything under API_BASE_PATH=/api), so the browser needs no CORS for the API.
 */
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { NO_STORE, REVALIDATE, shellCacheControl } from './cache-rules';
import { buildManifest, hostnameOf, remoteOrigins } from './manifest';
import { stitchFirstView } from './first-view/first-view';
import { isNoindexHost, plainHost, robotsTxt, sitemapXml } from './crawlers';
import { siteOfRequest } from './site-kind';
import { cookieNoticeFor, withCookieNotice } from './cookie-notice';
import { createHomeBanners } from './first-view/home-banners';
import { answersPathOf, createPageAnswers } from './first-view/page-answers';
import { createHotelPictures } from './first-view/hotel-pictures';
import { createListingPictures } from './first-view/listing-pictures';
import { createEdgeGuest } from './first-view/edge-guest';
import { newSessionId, pickVersions, sessionCookie, sessionIdFrom } from './canary';
import type { RemoteName } from '../remotes';
import { API_CSP, HSTS, NOSNIFF, securityHeaders } from './security-headers';

/** How often the edge asks again for the answers it keeps (home-banners.ts, page-answers.ts): half the page cache's stale time. */
const KEEP_WARM_MS = 30_000;

export interface EdgeOptions {
  shellDir: string;
  cdnDir: string;
  /** e.g. http://127.0.0.1:8090; null → /api answers 503 */
  apiUrl: string | null;
  remotePorts: Record<RemoteName, number>;
  /**
   * Addresses (IPs or CIDR ranges) of the load balancers in front of this edge whose
   * X-Forwarded-For and X-Forwarded-Proto are believed. Default none: the edge is what browsers
   * connect to, so the client is the socket's peer and the scheme is the socket's (TLS or not).
   */
  trustedProxies?: string[];
  logger?: boolean;
  /** picture origins besides self and the remotes (the map tile server of MAP_TILE_URL) */
  imageOrigins?: string[];
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RedNest: shell not built</title></head>
<body><h1>The shell is not built</h1>
<p>Build it with <code>cd shell &amp;&amp; npx webpack --mode production</code> (or run <code>npm start</code> from the repository root), then reload.</p></body></html>`;

function looksLikeAsset(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/** The client's scheme: the socket's, or what a trusted load balancer said (only 'https' counts). */
function schemeOf(request: { protocol: string }): 'http' | 'https' {
  return request.protocol === 'https' ? 'https' : 'http';
}

/**
 * Request headers a client may not pass to the API: the edge states who the client is and how it
 * connected; anything the client claims about hops before it is dropped, so per-address rate
 * limits see one address per client whatever it sends.
 */
const CLIENT_HOP_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
];

export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol'> & { headers: { host?: string } },
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of CLIENT_HOP_HEADERS) delete out[name];
  // request.ip is the socket's peer, or with trustedProxies the address the trusted hop saw
  out['x-forwarded-for'] = request.ip;
  out['x-forwarded-proto'] = schemeOf(request);
  out['x-forwarded-host'] = String(request.headers.host ?? '');
  return out;
}

export async function createEdge(opts: EdgeOptions): Promise<FastifyInstance> {
  const trusted = opts.trustedProxies?.length ? opts.trustedProxies : false;
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: trusted });
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
        // overwrite, never append: a client-supplied X-Forwarded-For must not reach the API
        rewriteRequestHeaders: (req, headers) => forwardedHeaders(req, headers),
        onError: (reply, { error }) => {
          // API down or restarting: a clear JSON error in the API's own error shape, not a hang
          reply
            .code(502)
            .header('Cache-Control', NO_STORE)
            .send({ code: 'API_UNAVAILABLE', message: `The API is not reachable (${error.message})` });
        },
      },
    });
  } else {
    app.all('/api/*', async (_req, reply) =>
      reply.code(503).send({ code: 'API_UNAVAILABLE', message: 'No API is configured for this edge' }),
    );
  }

  // Pages, static files, the manifest and the edge's own errors: the whole set (security-headers.ts),
  // with the remote origins of the manifest this host gets. API answers keep the API's own headers
  // and get nosniff, HSTS (it is about the host) and, when not HTML and without a policy of their
  // own, the API's lock-down policy; k8s/edge.yaml does the same.
  app.addHook('onSend', async (request, reply, payload) => {
    const https = schemeOf(request) === 'https';
    if (/^\/api(?:[/?]|$)/.test(request.url)) {
      reply.header('X-Content-Type-Options', NOSNIFF);
      if (https) reply.header('Strict-Transport-Security', HSTS);
      if (
        !reply.hasHeader('content-security-policy') &&
        !/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        reply.header('Content-Security-Policy', API_CSP);
      }
      return payload;
    }
    const origins = remoteOrigins({
      remotePorts: opts.remotePorts,
      protocol: schemeOf(request),
      hostname: hostnameOf(request.headers.host),
    });
    reply.headers(securityHeaders({ remoteOrigins: origins, imageOrigins: opts.imageOrigins, https }));
    return payload;
  });

  // The manifest this browser session gets (canary.ts): the live versions, or a running canary's
  // version when the session falls in its share. A session without an id gets one now, while a
  // canary runs, and this answer already follows its pick. Answers depend on the cookie: Vary.
  const manifestFor = (request: FastifyRequest, reply: FastifyReply) => {
    const known = sessionIdFrom(request.headers.cookie);
    const id = known ?? newSessionId();
    const pick = pickVersions(opts.cdnDir, id);
    if (pick.canaryRunning && !known) reply.header('Set-Cookie', sessionCookie(id, schemeOf(request) === 'https'));
    reply.header('Vary', 'Cookie');
    return buildManifest({
      versions: pick.versions,
      remotePorts: opts.remotePorts,
      protocol: schemeOf(request),
      hostname: hostnameOf(request.headers.host),
    });
  };

  app.get('/manifest.json', async (request, reply) => {
    const manifest = manifestFor(request, reply);
    reply.header('Cache-Control', NO_STORE).header('Access-Control-Allow-Origin', '*');
    return manifest;
  });

  app.get('/__edge/health', async () => ({ status: 'ok' }));

  // Search engines (crawlers.ts): spec §9's noindex hosts, robots.txt and the sitemap
  app.addHook('onRequest', async (request, reply) => {
    if (isNoindexHost(request.headers.host, request.url.split('?')[1] ?? '')) reply.header('X-Robots-Tag', 'noindex');
  });
  const originOf = (request: FastifyRequest) => {
    const host = plainHost(request.headers.host);
    return host ? `${schemeOf(request)}://${host}` : null;
  };
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', REVALIDATE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request), isNoindexHost(request.headers.host))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    if (isNoindexHost(request.headers.host)) {
      return reply
        .code(404)
        .header('Cache-Control', NO_STORE)
        .send({ code: 'NOT_FOUND', message: 'This site is not indexed: it has no sitemap' });
    }
    const origin = originOf(request);
    if (!origin)
      return reply
        .code(400)
        .header('Cache-Control', NO_STORE)
        .send({ code: 'BAD_HOST', message: 'The Host header is not a host name' });
    return reply.header('Cache-Control', REVALIDATE).type('application/xml; charset=utf-8').send(sitemapXml(origin));
  });

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

  // The page: the shell's index.html with this request's first view stitched in (first-view.ts):
  // the live manifest and the preloads of the owning remote's live version. It changes with every
  // release, so it is revalidated like the manifest it carries (no-cache, no validator: a full answer).
  // the edge's own guest token for the first-view answers that need one (edge-guest.ts)
  const guest = opts.apiUrl ? createEdgeGuest({ apiUrl: opts.apiUrl }) : null;
  void guest?.warm();
  const homeBanners = opts.apiUrl ? createHomeBanners({ apiUrl: opts.apiUrl }) : null;
  // every country's banners before the first visitor comes (an API not up yet: the first pages ask again)
  void homeBanners?.warm();
  // every page's site settings and labels, home's popular cities, a listing's first search (page-answers.ts)
  const pageAnswers = opts.apiUrl ? createPageAnswers({ apiUrl: opts.apiUrl, guest }) : null;
  void pageAnswers?.warm();
  // Kept fresh while the edge runs: the page's query cache takes an answer as fetched when the edge
  // fetched it, and one older than its stale time (a minute) was asked for again as the remote
  // mounted, so a quiet hour cost the next visitor the calls (and the client code) it was spared.
  const keepWarm = setInterval(() => {
    void homeBanners?.warm();
    void pageAnswers?.warm();
  }, KEEP_WARM_MS);
  keepWarm.unref();
  app.addHook('onClose', async () => clearInterval(keepWarm));
  const hotelPictures = guest ? createHotelPictures({ guest }) : null;
  const listingPictures = guest ? createListingPictures({ guest }) : null;
  void listingPictures?.warm();
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = fs.readFileSync(indexFile, 'utf8');
    } catch {
      return reply.code(503).type('text/html; charset=utf-8').header('Cache-Control', NO_STORE).send(NOT_BUILT_PAGE);
    }
    const [pathname = '/', search = ''] = request.url.split('?');
    // the host's site (spec §6); `?site=` remembered by the browser is not seen here (the page then
    // keeps the main site's first view until the remote draws over it)
    const { kind: siteKind, brandSlug } = siteOfRequest(String(request.headers.host ?? ''), search);
    // the corporate site has no offers strip (spec §6)
    const userAgent = String(request.headers['user-agent'] ?? '');
    // desktop sign-in draws home under its dialog: home's answers (page-answers.ts)
    const answersPath = answersPathOf(pathname, search, userAgent);
    const answersFound = pageAnswers?.forPage({ pathname: answersPath, search, siteKind, brandSlug, userAgent });
    const banners = homeBanners && siteKind !== 'corporate' ? await homeBanners.forPath(answersPath) : null;
    // a hotel page's first picture (the main site's first view only)
    const hotelPicture = hotelPictures && siteKind === 'main' ? await hotelPictures.forPath(pathname) : null;
    // a listing's first result picture, when the edge knows the page's search (the main site's first view only)
    const listingPicture =
      listingPictures && siteKind === 'main' ? await listingPictures.forPage(pathname, search) : null;
    // the cookie notice for a visitor who has not seen it (cookie-notice.ts): the answer depends on
    // the cookie. It is drawn from the HTML too, so its text needs the page's fonts as a first view does
    const answers = (await answersFound) ?? [];
    const notice = cookieNoticeFor({ shellDir: opts.shellDir, pathname, search, cookie: request.headers.cookie });
    const stitched = stitchFirstView(html, {
      cdnDir: opts.cdnDir,
      manifest: manifestFor(request, reply),
      pathname,
      search,
      siteKind,
      shellDir: opts.shellDir,
      banners,
      answers,
      hotelPicture,
      listingPicture,
      staticText: notice !== null,
    });
    const page = withCookieNotice(stitched, notice);
    return reply
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  };

  app.get('/', (request, reply) => sendIndex(request, reply));

  // SPA fallback: every route the shell owns (/{locale}/…) loads index.html; a missing asset is a 404
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && (wantsHtml || !looksLikeAsset(request.url))) {
      return sendIndex(request, reply);
    }
    return reply
      .code(404)
      .header('Cache-Control', NO_STORE)
      .send({ code: 'NOT_FOUND', message: `${request.url} not found` });
  });

  return app;
}
