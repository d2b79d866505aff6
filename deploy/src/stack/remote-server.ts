/**
 * One static server per remote, on its own port (= its own origin, as in production where each
 * remote lives on the CDN under its own path). Serves deploy/.cdn/remotes/<folder>/<version>/…
 * at /<folder>/<version>/…; every file there is immutable because a new build gets a new folder.
 * CORS * for what a page fetches cross-origin in CORS mode (fonts; an mf-manifest.json, which the
 * shell once fetched and a tool may still read); scripts and stylesheets load as plain
 * <script src>/<link> and need no CORS. Every answer, 404s included,
 * carries nosniff: a file is only ever run or applied as the type it is served with.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE } from '../edge/cache-rules';
import { NOSNIFF } from '../edge/security-headers';
import { remoteCdnDir } from '../releases/store';
import type { RemoteInfo } from '../remotes';

export interface RemoteServerOptions {
  remote: RemoteInfo;
  cdnDir: string;
  logger?: boolean;
}

export async function createRemoteServer({
  remote,
  cdnDir,
  logger = false,
}: RemoteServerOptions): Promise<FastifyInstance> {
  const root = remoteCdnDir(cdnDir, remote.folder);
  fs.mkdirSync(root, { recursive: true });
  const app = Fastify({ logger });
  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', NOSNIFF);
    return payload;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // quality 11 (the default) costs ~1 s per MB on every request; 5 is close in size, far cheaper
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root,
    prefix: `/${remote.folder}/`,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  app.get('/health', async () => ({ status: 'ok', remote: remote.name }));
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({ code: 'NOT_FOUND', message: `${request.url} is not a published file of ${remote.name}` });
  });
  return app;
}
