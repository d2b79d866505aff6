import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
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
    async insert(row: { tokenHash: string; kind: 'guest' | 'user'; userId: number | null; clientId: string; createdAt: Date; expiresAt: Date }): Promise<TokenRow> {
      const [created] = await db.insert(accessTokens).values(row).returning({
        id: accessTokens.id, kind: accessTokens.kind, userId: accessTokens.userId, createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt, revokedAt: accessTokens.revokedAt,
      });
      return created!;
    },
    async findByHash(tokenHash: string): Promise<TokenRow | undefined> {
      const [row] = await db
        .select({ id: accessTokens.id, kind: accessTokens.kind, userId: accessTokens.userId, createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt, revokedAt: accessTokens.revokedAt })
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async revoke(id: number, at: Date): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: at }).where(and(eq(accessTokens.id, id), isNull(accessTokens.revokedAt)));
    },
    /** Revokes every live token of a user (but `exceptId`); the hashes, so their cached look-ups can go. */
    async revokeAllForUser(userId: number, at: Date, exceptId: number | null): Promise<string[]> {
      const rows = await db.update(accessTokens).set({ revokedAt: at })
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), exceptId === null ? undefined : ne(accessTokens.id, exceptId)))
        .returning({ tokenHash: accessTokens.tokenHash });
      return rows.map((r) => r.tokenHash);
    },
    /**
     * Housekeeping: tokens expired or revoked before `before` are useless; guest rows (left by
     * versions before guest tokens became stateless) go as soon as they expire (`now`).
     */
    async purge(before: Date, now: Date = before): Promise<void> {
      await db.delete(accessTokens).where(
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
