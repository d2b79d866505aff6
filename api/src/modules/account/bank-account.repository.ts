import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/account.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export function createBankAccountRepository(db: Db) {
  return {
    async findByUser(userId: number, tx: Db = db): Promise<BankAccountRow | undefined> {
      const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1);
      return row;
    },
    /** the user's one bank account, created or replaced in one statement */
    async upsert(
      row: Omit<BankAccountRow, 'id' | 'createdAt' | 'updatedAt'> & { at: Date },
      tx: Db = db,
    ): Promise<BankAccountRow> {
      const { at, ...values } = row;
      const [saved] = await tx
        .insert(bankAccounts)
        .values({ ...values, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: bankAccounts.userId,
          set: {
            countryCode: values.countryCode,
            bankCode: values.bankCode,
            holderName: values.holderName,
            accountNumberEnc: values.accountNumberEnc,
            accountLast4: values.accountLast4,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning();
      return saved!;
    },
    /** runs `work` in one transaction (the change and its notice mail land together or not at all) */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
  };
}
export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;
