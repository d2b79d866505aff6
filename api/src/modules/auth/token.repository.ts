import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/platform.ts';

export interface TokenRow {
  id: number;
  kind: 'guest' | 'user';
  userId: number | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function createTokenRepository(db: Db) {
  return {
    async insert(row: {
      tokenHash: string;
      kind: 'guest' | 'user';
      userId: number | null;
      clientId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<TokenRow> {
      const [created] = await db.insert(accessTokens).values(row).returning({
        id: accessTokens.id,
        kind: accessTokens.kind,
        userId: accessTokens.userId,
        createdAt: accessTokens.createdAt,
        expiresAt: accessTokens.expiresAt,
        revokedAt: accessTokens.revokedAt,
      });
      return created!;
    },
    async findByHash(tokenHash: string): Promise<TokenRow | undefined> {
      const [row] = await db
        .select({
          id: accessTokens.id,
          kind: accessTokens.kind,
          userId: accessTokens.userId,
          createdAt: accessTokens.createdAt,
          expiresAt: accessTokens.expiresAt,
          revokedAt: accessTokens.revokedAt,
        })
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** The user's live sign-ins (not revoked, not expired), the most recently used first. */
    async listLiveForUser(
      userId: number,
      now: Date,
    ): Promise<{ id: number; userAgent: string | null; createdAt: Date; lastUsedAt: Date | null; expiresAt: Date }[]> {
      return db
        .select({
          id: accessTokens.id,
          userAgent: accessTokens.userAgent,
          createdAt: accessTokens.createdAt,
          lastUsedAt: accessTokens.lastUsedAt,
          expiresAt: accessTokens.expiresAt,
        })
        .from(accessTokens)
        .where(
          and(
            eq(accessTokens.userId, userId),
            eq(accessTokens.kind, 'user'),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`), desc(accessTokens.id));
    },
    /** Revokes one live token of this user (never another user's); its hash, or null when there is none. */
    async revokeOwn(userId: number, id: number, at: Date): Promise<string | null> {
      const [row] = await db
        .update(accessTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(accessTokens.id, id),
            eq(accessTokens.userId, userId),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, at),
          ),
        )
        .returning({ tokenHash: accessTokens.tokenHash });
      return row?.tokenHash ?? null;
    },
    async setUserAgent(tokenHash: string, userAgent: string): Promise<void> {
      await db.update(accessTokens).set({ userAgent }).where(eq(accessTokens.tokenHash, tokenHash));
    },
    /** last_used_at = at, written at most once a minute per token (the look-up cache already spaces the calls). */
    async touch(id: number, at: Date): Promise<void> {
      await db
        .update(accessTokens)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(accessTokens.id, id),
            or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, new Date(at.getTime() - 60_000))),
          ),
        );
    },
    async revoke(id: number, at: Date): Promise<void> {
      await db
        .update(accessTokens)
        .set({ revokedAt: at })
        .where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
    },
    /** Revokes every live token of a user (but `exceptId`); the hashes, so their cached look-ups can go. */
    async revokeAllForUser(userId: number, at: Date, exceptId: number | null): Promise<string[]> {
      const rows = await db
        .update(accessTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(accessTokens.userId, userId),
            isNull(accessTokens.revokedAt),
            exceptId === null ? undefined : ne(accessTokens.id, exceptId),
          ),
        )
        .returning({ tokenHash: accessTokens.tokenHash });
      return rows.map((r) => r.tokenHash);
    },
    /**
     * Housekeeping: tokens expired or revoked before `before` are useless; guest rows (left by
     * versions before guest tokens became stateless) go as soon as they expire (`now`).
     */
    async purge(before: Date, now: Date = before): Promise<void> {
      await db
        .delete(accessTokens)
        .where(
          or(
            lt(accessTokens.expiresAt, before),
            and(isNotNull(accessTokens.revokedAt), lt(accessTokens.revokedAt, before)),
            and(eq(accessTokens.kind, 'guest'), lt(accessTokens.expiresAt, now)),
          ),
        );
    },
  };
}
export type TokenRepository = ReturnType<typeof createTokenRepository>;
