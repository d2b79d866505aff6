import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { GuestTokenSchema, LoginBodySchema, SignupBodySchema, UserInfoSchema, type LoginBody, type SignupBody } from '@rednest/shared/contracts/dto';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { AppError, rateLimited } from '../../errors.ts';
import { createUserRepository } from './user.repository.ts';
import { createAccountService } from './account.service.ts';
import type { Db } from '../../db/client.ts';

/** Brute-force limits (per IP through @fastify/rate-limit, per email through the shared cache). */
export const SIGN_IN_LIMITS = { perIpPerMinute: 20, perEmailPer15Minutes: 10 } as const;
export const SIGN_UP_LIMITS = { perIpPer10Minutes: 20 } as const;

const OAuthBodySchema = Type.Object({
  grant_type: Type.Literal('client_credentials', { description: 'only client_credentials is supported' }),
  scope: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The user's bookings, from api-catalog's bookings table when it exists. */
function bookingCounter(db: Db) {
  let hasTable: boolean | undefined;
  return async (userId: number): Promise<number> => {
    if (hasTable === undefined) {
      const result = await db.execute(sql`select to_regclass('public.bookings') is not null as present`);
      hasTable = Boolean((result as unknown as { rows: Array<{ present: boolean }> }).rows[0]?.present);
    }
    if (!hasTable) return 0;
    const result = await db.execute(sql`select count(*)::int as n from bookings where user_id = ${userId}`);
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  };
}

export async function accountRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const service = createAccountService({ users: createUserRepository(deps.db), tokens: deps.tokens, countBookings: bookingCounter(deps.db), now: deps.now });

  defineEndpoint<unknown, { grant_type: string }>(app, 'oauthToken', {
    schema: { body: OAuthBodySchema, response: { 200: GuestTokenSchema } },
    description: 'Accepts `application/x-www-form-urlencoded` or JSON. A wrong client id/secret → 401 INVALID_CLIENT.',
    rateLimit: { max: 120, timeWindow: 60_000 },
    handler: async () => {
      const issued = await deps.tokens.issueGuest();
      return { access_token: issued.access_token, token_type: issued.token_type, created_at: issued.created_at, expires_in: issued.expires_in };
    },
  });

  defineEndpoint<unknown, LoginBody>(app, 'login', {
    schema: { body: LoginBodySchema, response: { 200: UserInfoSchema } },
    description: 'Wrong email or password → 401 INVALID_CREDENTIALS. Limited per IP and per email (429 RATE_LIMITED).',
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => {
      const key = `signin:${request.body.email.trim().toLowerCase()}`;
      const { count, ttlSeconds } = await deps.cache.incr(key, 15 * 60);
      if (count > SIGN_IN_LIMITS.perEmailPer15Minutes) throw rateLimited(ttlSeconds);
    },
    handler: async (request) => service.login(request.body),
  });

  defineEndpoint<unknown, SignupBody>(app, 'signup', {
    schema: { body: SignupBodySchema, response: { 201: UserInfoSchema } },
    description: 'Password: 8+ characters with a letter and a digit. Duplicate email → 409 EMAIL_TAKEN. Returns the signed-in user (is_new_user true).',
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    handler: async (request, reply) => {
      const info = await service.signup(request.body);
      reply.status(201);
      return info;
    },
  });

  defineEndpoint(app, 'profile', {
    schema: { response: { 200: UserInfoSchema } },
    handler: async (request) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      return service.profile(request.auth.userId!, bearer);
    },
  });

  defineEndpoint(app, 'logout', {
    schema: { querystring: Type.Object({ locale: Type.Optional(Type.String({ maxLength: 5 })) }), response: { 200: Type.Object({ ok: Type.Boolean() }) } },
    handler: async (request) => {
      if (request.auth.tokenId === null) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.', 401);
      await deps.tokens.revoke(request.auth.tokenId, request.headers.authorization);
      return { ok: true };
    },
  });
}
