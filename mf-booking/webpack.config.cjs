const path = require('node:path');
const { createRemoteConfig } = require('@rednest/shared/build/webpack');

const config = createRemoteConfig({ dir: __dirname });

/** `./pages/<lang>?group=<name>`: one group of a language's page texts (build/page-text-group-loader.cjs) */
const PAGE_TEXTS = /[\\/]src[\\/]texts[\\/]pages[\\/]\w+\.ts$/;

/**
 * The captcha's solver runs in a Web Worker started from this remote's own origin (a CDN), so it
 * is constructed as `new CrossOriginWorker(new URL(…, import.meta.url))`: webpack compiles that as
 * it compiles `new Worker(…)` (a worker entry, its URL under this remote's public path).
 */
module.exports = (env, argv) => {
  const cfg = config(env, argv);
  cfg.module.rules = [
    {
      test: PAGE_TEXTS,
      resourceQuery: /(^|[?&])group=/,
      enforce: 'pre',
      use: path.join(__dirname, 'build', 'page-text-group-loader.cjs'),
    },
    ...cfg.module.rules,
  ];
  cfg.module.parser = {
    ...cfg.module.parser,
    javascript: {
      ...cfg.module.parser?.javascript,
      worker: ['CrossOriginWorker from ./cross-origin-worker', '...'],
    },
  };
  return cfg;
};
