import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/platform.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
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
    async touchLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
