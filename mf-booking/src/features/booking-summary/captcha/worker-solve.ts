import type { Challenge, Solution } from 'altcha-lib/types';
import { CrossOriginWorker } from './cross-origin-worker';
import { CaptchaNotSolved } from './not-solved';

/** In a Web Worker (altcha-lib's worker handler); rejects when the worker cannot start or fails. */
export function solveInWorker(challenge: Challenge, timeout: number): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new CrossOriginWorker(new URL('./solver.worker.ts', import.meta.url), { name: 'captcha-solver' });
    const done = () => worker.terminate();
    worker.addEventListener('message', (message: MessageEvent<Solution | { error: unknown } | null>) => {
      done();
      const data = message.data;
      if (data && 'error' in data) reject(new Error(`captcha worker: ${String(data.error)}`));
      else if (data) resolve(data);
      else reject(new CaptchaNotSolved());
    });
    worker.addEventListener('error', (event) => {
      done();
      event.preventDefault();
      reject(new Error(`captcha worker: ${event.message || 'could not start'}`));
    });
    worker.postMessage({ type: 'work', challenge, counterStart: 0, counterStep: 1, timeout });
  });
}
