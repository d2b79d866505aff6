/** Sign-in, sign-up, profile and sign-out (catalogue rows login, signup, profile, logout). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { rateLimited } from '../../errors.ts';
import { createBookingRepository } from '../booking/booking.repository.ts';
import { createUserRepository } from './user.repository.ts';
import { createAccountService } from './account.service.ts';

/** Brute-force limits (per IP through @fastify/rate-limit, per email through the shared cache). */
export const SIGN_IN_LIMITS = { perIpPerMinute: 20, perEmailPer15Minutes: 10 } as const;
export const SIGN_UP_LIMITS = { perIpPer10Minutes: 20 } as const;

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';

export async function accountRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const bookings = createBookingRepository(deps.db);
  const service = createAccountService({ users: createUserRepository(deps.db), tokens: deps.tokens, countBookings: bookings.countAllForUser, now: deps.now });

  defineEndpoint(app, 'login', {
    description: 'Wrong email or password → 401 INVALID_CREDENTIALS. Limited per IP and per email (429 RATE_LIMITED).',
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => {
      const key = `signin:${request.body.email.trim().toLowerCase()}`;
      const { count, ttlSeconds } = await deps.cache.incr(key, 15 * 60);
      if (count > SIGN_IN_LIMITS.perEmailPer15Minutes) throw rateLimited(ttlSeconds);
    },
    handler: async (request) => service.login(request.body),
  });

  defineEndpoint(app, 'signup', {
    description: 'Password: 8+ characters with a letter and a digit. Duplicate email → 409 EMAIL_TAKEN. Returns the signed-in user (is_new_user true).',
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    handler: async (request) => service.signup(request.body),
  });

  defineEndpoint(app, 'profile', {
    handler: async (request) => service.profile(request.auth, bearerOf(request.headers.authorization)),
  });

  defineEndpoint(app, 'logout', {
    handler: async (request) => service.logout(request.auth, request.headers.authorization),
  });
}
