import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchaUses } from '../../db/schema/booking.ts';

/** The solutions that were used: one row per challenge signature until the challenge expires. */
export function createCaptchaUses(db: Db) {
  return {
    /** true for exactly one caller per signature */
    async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(captchaUses)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      return rows.length === 1;
    },
    /** rows of challenges that can no longer be presented; answers how many went */
    async prune(now: Date): Promise<number> {
      const rows = await db
        .delete(captchaUses)
        .where(lt(captchaUses.expiresAt, now))
        .returning({ signature: captchaUses.signature });
      return rows.length;
    },
  };
}
export type CaptchaUses = ReturnType<typeof createCaptchaUses>;
