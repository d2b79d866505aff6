import type { Challenge, Solution } from 'altcha-lib/types';
import { CaptchaNotSolved } from './not-solved';

/** How long a solution may take before the check counts as failed (a guest's booking then retries it). */
export const SOLVE_TIMEOUT_MS = 60_000;

/** book_now's captcha header value: the challenge with the counter that solves it, base64 JSON. */
function token(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** On the page's thread: only where no worker can start (an old browser, a policy that forbids it). */
async function solveHere(challenge: Challenge): Promise<Solution> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new CaptchaNotSolved();
  return solution;
}

/** Finds the counter of a challenge off the main thread where the browser can, else here. */
export async function solveCaptcha(challenge: unknown): Promise<string> {
  const typed = challenge as Challenge;
  if (typeof Worker === 'function') {
    try {
      // its own chunk: `import.meta.url` and the worker are a browser build's, never a unit test's
      const { solveInWorker } = await import('./worker-solve');
      return token(typed, await solveInWorker(typed, SOLVE_TIMEOUT_MS));
    } catch (error) {
      if (error instanceof CaptchaNotSolved) throw error;
      // the worker could not start or broke: the same work on this thread
    }
  }
  return token(typed, await solveHere(typed));
}
