/**
 * Bearer tokens (spec §4): guest tokens from the client-credentials grant, user tokens from
 * sign-in/sign-up.
 *
 * User tokens are random 256-bit values; only their sha256 is stored; look-ups are cached
 * briefly and the cache entry is dropped on revoke, so a signed-out token stops working at once.
 * When the cache (Redis) is down, a look-up goes to the database (plugins/cache.ts never throws).
 *
 * Guest tokens are stateless: `g1` + base64url(version, expiry, 12 random bytes,
 * 16-byte HMAC-SHA256 of the rest under TOKEN_SIGNING_SECRET). Nothing is stored, so a flood of
 * grants cannot grow a table, and guest calls need neither the database nor Redis to be
 * authenticated. A guest token grants only what an anonymous visitor may do and is never
 * revoked; it simply expires (GUEST_TOKEN_TTL_SECONDS). Changing the secret invalidates every
 * guest token, and the browser fetches a new one on the 401.
 */
import crypto from 'node:crypto';
import type { Cache } from '../../plugins/cache.ts';
import { AppError } from '../../errors.ts';
import type { TokenRepository } from './token.repository.ts';

export interface AuthContext {
  kind: 'guest' | 'user' | 'none';
  userId: number | null;
  tokenId: number | null;
  /** a guest token's own random part, hex: the same for every request made with that token */
  guestId?: string;
}

/**
 * Who sent a request, for what is kept per sender (idempotency keys): `user:<id>`, or
 * `guest:<sha256 of the guest token's random part>` (each guest token is its own sender; nothing of
 * the token itself is stored). Another sender's identical request is a new request.
 */
export function principalOf(auth: AuthContext): string {
  if (auth.userId !== null) return `user:${auth.userId}`;
  if (auth.guestId) return `guest:${crypto.createHash('sha256').update(auth.guestId).digest('hex').slice(0, 32)}`;
  return 'anonymous';
}
export const NO_AUTH: AuthContext = Object.freeze({ kind: 'none', userId: null, tokenId: null }) as AuthContext;

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  created_at: number;
  expires_in: number;
  tokenId: number;
}

interface CachedToken {
  id: number;
  kind: 'guest' | 'user';
  userId: number | null;
  expiresAt: number;
}

const LOOKUP_TTL_SECONDS = 60;

const GUEST_PREFIX = 'g1';
const GUEST_VERSION = 1;
/** version (1) + expiry seconds (4) + random (12) */
const GUEST_PAYLOAD_BYTES = 17;
const GUEST_MAC_BYTES = 16;
/** user tokens: 32 random bytes in base64url */
const USER_TOKEN_LENGTH = 43;
const GUEST_TOKEN_LENGTH = GUEST_PREFIX.length + Math.ceil(((GUEST_PAYLOAD_BYTES + GUEST_MAC_BYTES) * 4) / 3);
export const sha256 = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

export function createTokenService(deps: {
  tokens: TokenRepository;
  cache: Cache;
  clientId: string;
  clientSecret: string;
  guestTtlSeconds: number;
  userTtlSeconds: number;
  /** HMAC key of guest tokens (TOKEN_SIGNING_SECRET) */
  signingSecret: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cacheKey = (hash: string) => `tok:${hash}`;
  const guestKey = crypto.createHash('sha256').update(`rednest guest token v1\0${deps.signingSecret}`).digest();
  const mac = (payload: Buffer) =>
    crypto.createHmac('sha256', guestKey).update(payload).digest().subarray(0, GUEST_MAC_BYTES);

  function issueGuest() {
    const createdAt = Math.floor(now().getTime() / 1000);
    const payload = Buffer.alloc(GUEST_PAYLOAD_BYTES);
    payload.writeUInt8(GUEST_VERSION, 0);
    payload.writeUInt32BE(createdAt + deps.guestTtlSeconds, 1);
    crypto.randomBytes(12).copy(payload, 5);
    const token = GUEST_PREFIX + Buffer.concat([payload, mac(payload)]).toString('base64url');
    return {
      access_token: token,
      token_type: 'Bearer' as const,
      created_at: createdAt,
      expires_in: deps.guestTtlSeconds,
    };
  }

  /** A guest token's expiry (ms) and random part, or null when it is not a guest token this server signed. */
  function verifyGuest(token: string): { expiresAt: number; guestId: string } | null {
    if (token.length !== GUEST_TOKEN_LENGTH || !token.startsWith(GUEST_PREFIX)) return null;
    const raw = Buffer.from(token.slice(GUEST_PREFIX.length), 'base64url');
    if (raw.length !== GUEST_PAYLOAD_BYTES + GUEST_MAC_BYTES) return null;
    const payload = raw.subarray(0, GUEST_PAYLOAD_BYTES);
    if (
      payload.readUInt8(0) !== GUEST_VERSION ||
      !crypto.timingSafeEqual(mac(payload), raw.subarray(GUEST_PAYLOAD_BYTES))
    )
      return null;
    return { expiresAt: payload.readUInt32BE(1) * 1000, guestId: payload.subarray(5).toString('hex') };
  }

  async function issue(kind: 'guest' | 'user', userId: number | null): Promise<IssuedToken> {
    const token = crypto.randomBytes(32).toString('base64url');
    const createdAt = new Date(Math.floor(now().getTime() / 1000) * 1000);
    const ttl = kind === 'guest' ? deps.guestTtlSeconds : deps.userTtlSeconds;
    const row = await deps.tokens.insert({
      tokenHash: sha256(token),
      kind,
      userId,
      clientId: deps.clientId,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + ttl * 1000),
    });
    return {
      access_token: token,
      token_type: 'Bearer',
      created_at: createdAt.getTime() / 1000,
      expires_in: ttl,
      tokenId: row.id,
    };
  }

  return {
    /** HTTP Basic with the public web client's id and secret. */
    checkClientBasic(header: string | undefined): void {
      const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
      const decoded = match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
      const colon = decoded.indexOf(':');
      const ok =
        colon > 0 &&
        safeEqual(decoded.slice(0, colon), deps.clientId) &&
        safeEqual(decoded.slice(colon + 1), deps.clientSecret);
      if (!ok) {
        throw new AppError('INVALID_CLIENT', 'Client authentication failed.', 401, undefined, {
          'www-authenticate': 'Basic realm="rednest"',
        });
      }
    },
    /** The client-credentials grant's answer: a new guest token (its row id stays on the server). */
    async guestGrant() {
      return issueGuest();
    },
    issueUser: (userId: number) => issue('user', userId),

    /** The auth context of an Authorization header; NO_AUTH when absent. Invalid tokens → 401. */
    async resolveBearer(header: string | undefined): Promise<AuthContext> {
      if (!header) return NO_AUTH;
      const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
      if (!match)
        throw new AppError('INVALID_TOKEN', 'The access token is malformed. Please sign in again.', 401, undefined, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      const token = match[1]!;
      if (token.length !== USER_TOKEN_LENGTH) {
        const guest = verifyGuest(token);
        if (guest === null)
          throw new AppError('INVALID_TOKEN', 'The access token is not valid. Please sign in again.', 401, undefined, {
            'www-authenticate': 'Bearer error="invalid_token"',
          });
        if (guest.expiresAt <= now().getTime()) {
          throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.', 401, undefined, {
            'www-authenticate': 'Bearer error="invalid_token"',
          });
        }
        return { kind: 'guest', userId: null, tokenId: null, guestId: guest.guestId };
      }
      const hash = sha256(token);
      let found = await deps.cache.get<CachedToken>(cacheKey(hash));
      if (!found) {
        const row = await deps.tokens.findByHash(hash);
        if (row && !row.revokedAt) {
          found = { id: row.id, kind: row.kind, userId: row.userId, expiresAt: row.expiresAt.getTime() };
          // the devices list's "last used": written on a look-up miss, so about once a minute per token
          if (row.kind === 'user' && row.expiresAt.getTime() > now().getTime()) await deps.tokens.touch(row.id, now());
          const left = Math.floor((found.expiresAt - now().getTime()) / 1000);
          if (left > 0) await deps.cache.set(cacheKey(hash), found, Math.min(LOOKUP_TTL_SECONDS, left));
        }
      }
      if (!found)
        throw new AppError('INVALID_TOKEN', 'The access token is not valid. Please sign in again.', 401, undefined, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      if (found.expiresAt <= now().getTime()) {
        throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.', 401, undefined, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      }
      return { kind: found.kind, userId: found.userId, tokenId: found.id };
    },

    /** Sign out everywhere (or everywhere else): every token of the user but `exceptTokenId`; how many ended. */
    async revokeAllForUser(userId: number, exceptTokenId: number | null = null): Promise<number> {
      const hashes = await deps.tokens.revokeAllForUser(userId, now(), exceptTokenId);
      for (const hash of hashes) await deps.cache.del(cacheKey(hash));
      return hashes.length;
    },

    /** Records the device (User-Agent) a user token was issued to; the devices list reads it. */
    async recordDevice(accessToken: string, userAgent: string | undefined): Promise<void> {
      // printable characters only (a header cannot hold most control characters anyway)
      const ua = [...(userAgent ?? '')]
        .filter((c) => c >= ' ' && c !== '\u007f')
        .join('')
        .slice(0, 300);
      if (ua) await deps.tokens.setUserAgent(sha256(accessToken), ua);
    },
    /** The user's live sign-ins (settings' devices list). */
    listSessions: (userId: number) => deps.tokens.listLiveForUser(userId, now()),
    /** Signs one of the user's own sign-ins out; false when the user has no such live sign-in. */
    async revokeSession(userId: number, tokenId: number): Promise<boolean> {
      const hash = await deps.tokens.revokeOwn(userId, tokenId, now());
      if (hash) await deps.cache.del(cacheKey(hash));
      return hash !== null;
    },

    async revoke(tokenId: number, bearerHeader: string | undefined): Promise<void> {
      await deps.tokens.revoke(tokenId, now());
      const match = /^Bearer\s+(\S+)$/i.exec(bearerHeader?.trim() ?? '');
      if (match) await deps.cache.del(cacheKey(sha256(match[1]!)));
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
