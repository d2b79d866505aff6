/**
 * A Worker that can start from a script on another origin. Remotes are served from their own
 * origin (a CDN), and a browser starts a Worker only from the page's origin, so a script of another
 * origin starts through a one-line same-origin blob that imports it (allowed by the edge's
 * `worker-src blob:`; importScripts is governed by script-src, which names the remotes' origins).
 * webpack compiles `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))` like
 * `new Worker(…)` (mf-booking/webpack.config.js, module.parser.javascript.worker).
 */
export class CrossOriginWorker extends Worker {
  constructor(url: string | URL, options?: WorkerOptions) {
    const target = new URL(url, window.location.href);
    if (target.origin === window.location.origin) {
      super(target, options);
      return;
    }
    const source = `importScripts(${JSON.stringify(target.href)});`;
    const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    super(blobUrl, { ...options, type: 'classic' });
    // the worker has read its source by the time it runs; the URL is not needed after the first tick
    setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
  }
}
