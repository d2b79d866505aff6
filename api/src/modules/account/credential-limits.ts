/**
 * Limits on the credential routes that count FAILURES, so that nobody can lock somebody else out
 * (OWASP Authentication Cheat Sheet: throttle, don't hard-lock).
 *
 * Sign-in, per account (the email, stored only as a hash in the cache keys):
 * - per account AND address: after SIGN_IN_LIMITS.failuresPerAccountAndAddress wrong passwords
 *   within 15 minutes, that address gets 429 for that account until the window ends. Other
 *   addresses, the owner's included, are not affected. A success from the address resets it.
 * - per account, all addresses together: after failuresPerAccount wrong passwords within a
 *   5-minute window, further attempts for that account get 429 until the window ends (at most
 *   5 minutes): a distributed guesser gets at most that many guesses per window. Addresses the
 *   account signed in from successfully in the last 30 days are exempt, so the owner on a
 *   known address is never throttled by somebody else's guesses.
 * Only INVALID_CREDENTIALS counts; a 429 is not a failure (it costs no password check).
 * Together with the per-address limits (20 sign-ins a minute, the default limit on every call):
 * 9 wrong passwords from one address do not stop the right one from another address.
 *
 * Sign-up: EMAIL_TAKEN answers (which tell whether an address has an account) are counted per
 * address: after signupTakenPerAddressPerHour of them in an hour, that address gets 429.
 *
 * Counters live in the shared cache: Redis when configured (every replica sees them), in-process
 * otherwise; during a Redis outage, per instance (plugins/cache.ts).
 */
import crypto from 'node:crypto';
import type { Cache } from '../../plugins/cache.ts';
import { clientKey } from '../../plugins/rate-limit.ts';
import { AppError, rateLimited } from '../../errors.ts';

export const SIGN_IN_LIMITS = {
  /** every sign-in attempt from one address (route limit) */
  perIpPerMinute: 20,
  failuresPerAccountAndAddress: 5,
  accountAndAddressWindowSeconds: 15 * 60,
  failuresPerAccount: 20,
  accountWindowSeconds: 5 * 60,
  knownAddressDays: 30,
} as const;

export const SIGN_UP_LIMITS = {
  perIpPer10Minutes: 20,
  emailTakenPerAddressPerHour: 10,
} as const;

const accountId = (email: string) =>
  crypto.createHash('sha256').update(`account\0${email.trim().toLowerCase()}`).digest('hex').slice(0, 32);

export function createCredentialLimits(cache: Cache) {
  const keys = (email: string, ip: string) => {
    const id = accountId(email);
    const client = clientKey(ip);
    return { pair: `signin:fail:${id}:${client}`, account: `signin:fail:${id}`, known: `signin:known:${id}:${client}` };
  };
  const isInvalidCredentials = (err: unknown) => err instanceof AppError && err.code === 'INVALID_CREDENTIALS';

  return {
    /** Before the password is checked: 429 when this address, or the account as a whole, failed too often. */
    async beforeSignIn(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      const pair = await cache.peek(k.pair);
      if (pair.count >= SIGN_IN_LIMITS.failuresPerAccountAndAddress) throw rateLimited(pair.ttlSeconds);
      const account = await cache.peek(k.account);
      if (account.count >= SIGN_IN_LIMITS.failuresPerAccount && (await cache.get<number>(k.known)) === undefined)
        throw rateLimited(account.ttlSeconds);
    },

    /** Runs a sign-in and counts its outcome. */
    async signIn<T>(email: string, ip: string, attempt: () => Promise<T>): Promise<T> {
      const k = keys(email, ip);
      let result: T;
      try {
        result = await attempt();
      } catch (err) {
        if (isInvalidCredentials(err)) {
          await cache.incr(k.pair, SIGN_IN_LIMITS.accountAndAddressWindowSeconds);
          await cache.incr(k.account, SIGN_IN_LIMITS.accountWindowSeconds);
        }
        throw err;
      }
      await cache.del(k.pair);
      await cache.set(k.known, 1, SIGN_IN_LIMITS.knownAddressDays * 24 * 3600);
      return result;
    },

    /** change_password: 5 wrong current passwords for one account in 15 minutes → 429 until the window ends. */
    async beforePasswordChange(userId: number | null): Promise<void> {
      if (userId === null) return;
      const failures = await cache.peek(`pwchange:fail:${userId}`);
      if (failures.count >= 5) throw rateLimited(failures.ttlSeconds);
    },

    async passwordChange<T>(userId: number | null, attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (err) {
        if (userId !== null && err instanceof AppError && err.code === 'WRONG_PASSWORD')
          await cache.incr(`pwchange:fail:${userId}`, 15 * 60);
        throw err;
      }
    },

    async beforeSignUp(ip: string): Promise<void> {
      const taken = await cache.peek(`signup:taken:${clientKey(ip)}`);
      if (taken.count >= SIGN_UP_LIMITS.emailTakenPerAddressPerHour) throw rateLimited(taken.ttlSeconds);
    },

    async signUp<T>(ip: string, attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof AppError && err.code === 'EMAIL_TAKEN')
          await cache.incr(`signup:taken:${clientKey(ip)}`, 3600);
        throw err;
      }
    },
  };
}
export type CredentialLimits = ReturnType<typeof createCredentialLimits>;
