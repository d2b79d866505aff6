/** Sign-in, sign-up, profile and sign-out (catalogue rows login, signup, profile, logout). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { createBookingRepository } from '../booking/booking.repository.ts';
import { createUserRepository } from './user.repository.ts';
import { createAccountService } from './account.service.ts';
import { createCredentialLimits, SIGN_IN_LIMITS, SIGN_UP_LIMITS } from './credential-limits.ts';

/** Brute-force limits: per address (plugins/rate-limit.ts) and failures per account (credential-limits.ts). */
export { SIGN_IN_LIMITS, SIGN_UP_LIMITS };

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';

export async function accountRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const bookings = createBookingRepository(deps.db);
  const service = createAccountService({ users: createUserRepository(deps.db), tokens: deps.tokens, countBookings: bookings.countAllForUser, now: deps.now });
  const limits = createCredentialLimits(deps.cache);

  defineEndpoint(app, 'login', {
    description:
      'Wrong email or password → 401 INVALID_CREDENTIALS. Limited per address (429 RATE_LIMITED) and, counting wrong passwords only, per account and address and per account (a short throttle that addresses the account signed in from skip).',
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforeSignIn(request.body.email, request.ip),
    handler: async (request) => limits.signIn(request.body.email, request.ip, () => service.login(request.body)),
  });

  defineEndpoint(app, 'signup', {
    description: 'Password: 8+ characters with a letter and a digit. Duplicate email → 409 EMAIL_TAKEN (counted per address: too many → 429). Returns the signed-in user (is_new_user true).',
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    preHandler: async (request) => limits.beforeSignUp(request.ip),
    handler: async (request) => limits.signUp(request.ip, () => service.signup(request.body)),
  });

  defineEndpoint(app, 'profile', {
    handler: async (request) => service.profile(request.auth, bearerOf(request.headers.authorization)),
  });

  defineEndpoint(app, 'logout', {
    handler: async (request) => service.logout(request.auth, request.headers.authorization),
  });
}
