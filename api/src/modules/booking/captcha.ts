/**
 * book_now's captcha: a self-hosted proof-of-work challenge (altcha-lib, no third
 * party). captcha_challenge hands out a challenge signed with CAPTCHA_HMAC_KEY: SHA-256 over salt +
 * nonce + a counter the server picked at random between half the difficulty and the difficulty;
 * the browser finds that counter by trying them all from 0 (a fraction of a second for a guest,
 * real work for a script booking rooms by the thousand). Nothing is stored per challenge.
 *
 * book_now sends `{ challenge, solution }` (base64 JSON, CAPTCHA_HEADER). It is checked here:
 * shape, HMAC signature (tampered parameters fail), the key derived again from the solution's
 * counter (one hash) against the signed prefix, the expiry signed into it (the app's clock), then
 * used once: the challenge's signature is inserted into captcha_uses, whose primary key makes a
 * second insert a reuse. That is the database, not the cache: a Redis counter that timed out
 * would fall back to one replica's memory and let the same solution book again.
 */
import crypto from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallenge } from '@rednest/shared/contracts';
import { AppError, badRequest } from '../../errors.ts';
import type { CaptchaUses } from './captcha.repository.ts';

/** a solved payload is well under 1 kB; anything longer is not one */
const MAX_TOKEN_LENGTH = 4096;
const ALGORITHM = 'SHA-256';

export interface CaptchaConfig {
  hmacKey: string;
  difficulty: number;
  ttlSeconds: number;
  bypass: boolean;
}

export function createCaptcha(deps: { config: CaptchaConfig; uses: CaptchaUses; now: () => Date }) {
  const { hmacKey, difficulty, ttlSeconds } = deps.config;
  const signatureKey = crypto.createHmac('sha256', hmacKey).update('challenge').digest('base64url');

  const invalid = () =>
    badRequest('CAPTCHA_INVALID', 'The security check did not pass. Reload the page and try again.');

  function decode(token: string): { challenge: Challenge; solution: Solution } {
    if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9+/_-]+=*$/.test(token)) throw invalid();
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      throw invalid();
    }
    const p = payload as {
      challenge?: { parameters?: Record<string, unknown>; signature?: unknown };
      solution?: { counter?: unknown; derivedKey?: unknown };
    } | null;
    const params = p?.challenge?.parameters;
    const data = params?.data as { expires?: unknown } | undefined;
    const ok =
      params &&
      typeof params === 'object' &&
      params.algorithm === ALGORITHM &&
      params.cost === 1 &&
      params.keyLength === 32 &&
      typeof params.nonce === 'string' &&
      typeof params.salt === 'string' &&
      typeof params.keyPrefix === 'string' &&
      typeof data?.expires === 'number' &&
      typeof p?.challenge?.signature === 'string' &&
      Number.isSafeInteger(p.solution?.counter) &&
      (p.solution!.counter as number) >= 0 &&
      (p.solution!.counter as number) <= 0xffffffff &&
      typeof p.solution?.derivedKey === 'string' &&
      /^[0-9a-f]{64}$/.test(p.solution.derivedKey);
    if (!ok) throw invalid();
    return p as unknown as { challenge: Challenge; solution: Solution };
  }

  return {
    bypass: deps.config.bypass,

    /** A new challenge, good for CAPTCHA_TTL_SECONDS on the app's clock. */
    async challenge(): Promise<CaptchaChallenge> {
      const counter = crypto.randomInt(Math.floor(difficulty / 2), difficulty + 1);
      const expires = Math.floor(deps.now().getTime() / 1000) + ttlSeconds;
      const c = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter,
        deriveKey,
        data: { expires },
        hmacSignatureSecret: signatureKey,
      });
      return c as CaptchaChallenge;
    },

    /**
     * Checks a book_now captcha header and uses it up. Missing: 400 CAPTCHA_REQUIRED; not a
     * solution of one of our challenges: 400 CAPTCHA_INVALID; too old: 400 CAPTCHA_EXPIRED;
     * already used: 409 CAPTCHA_ALREADY_USED.
     */
    async consume(header: string | string[] | undefined): Promise<void> {
      if (deps.config.bypass) return;
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw badRequest('CAPTCHA_REQUIRED', 'The security check is missing. Reload the page and try again.');
      const { challenge, solution } = decode(token);
      let result;
      try {
        // no key-signature shortcut: the key is derived again from the counter (one hash) and must match
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: signatureKey });
      } catch {
        throw invalid();
      }
      if (!result.verified) throw invalid();
      // the expiry is signed (data), so checking it after the signature is safe
      const expires = (challenge.parameters.data as { expires: number }).expires;
      const now = Math.floor(deps.now().getTime() / 1000);
      if (expires <= now)
        throw badRequest('CAPTCHA_EXPIRED', 'The security check has expired. Try again: a new one is made for you.');
      const first = await deps.uses.markUsed(challenge.signature!, new Date(expires * 1000));
      if (!first)
        throw new AppError(
          'CAPTCHA_ALREADY_USED',
          'This security check was already used. Try again: a new one is made for you.',
          409,
        );
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
