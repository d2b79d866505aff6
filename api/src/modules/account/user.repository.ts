import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/platform.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Inserts unless the email exists (case-insensitive); undefined when it does. */
    async insertIfAbsent(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },
    /** the account whose phone (subscriber digits) and country these are */
    async findByPhone(phone: string, countryCode: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.countryCode, countryCode)))
        .orderBy(users.id)
        .limit(1);
      return row;
    },
    async markEmailVerified(id: number, at: Date): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, id)).returning();
      return row;
    },
    /** stores the primary phone (subscriber digits in the user's country); verified only when `verifiedAt` is given */
    async setPhone(id: number, phone: string, verifiedAt: Date | null): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ phone, phoneVerifiedAt: verifiedAt })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /** the given profile fields of one user; the updated row */
    async updateProfile(
      id: number,
      change: Partial<
        Pick<
          UserRow,
          | 'firstName'
          | 'lastName'
          | 'gender'
          | 'locale'
          | 'whatsappOptIn'
          | 'unsubscribed'
          | 'currency'
          | 'preferredPaymentMethod'
        >
      >,
    ): Promise<UserRow | undefined> {
      if (Object.keys(change).length === 0) return this.findById(id);
      const [row] = await db.update(users).set(change).where(eq(users.id, id)).returning();
      return row;
    },
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    /** the login state (spec §3) at a sign-in: first kept, last = at, count + 1 (one statement, so parallel sign-ins all count) */
    async touchLogin(id: number, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          lastLoginAt: at,
          firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${at})`,
          loginCount: sql`${users.loginCount} + 1`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
