/**
 * The ledger's SQL: accounts made on first use, transfers written with their accounts' balances in
 * the same statement sequence (the caller's transaction), and the reads over them. Every write here
 * runs inside a transaction the service opens; the balance check is the conditional UPDATE itself,
 * with the accounts' CHECK behind it, never a read followed by a write.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind, type LedgerPhase } from '../../db/schema/ledger.ts';

export interface AccountSpec {
  code: string;
  kind: LedgerAccountKind;
  ledger: string;
  userId: number | null;
  expiresAt: Date | null;
}

export interface TransferSpec {
  key: string;
  debit: number;
  credit: number;
  amount: number;
  ledger: string;
  kind: string;
  phase: LedgerPhase;
  pendingId?: number | null;
  batchKey?: string | null;
  reference?: string | null;
  at: Date;
}

export type TransferRow = typeof ledgerTransfers.$inferSelect;

/** a debit the account cannot carry (its debits would exceed its credits) */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} does not hold enough`);
  }
}

/** a key already used for another movement */
export class KeyReused extends Error {
  constructor(readonly key: string) {
    super(`idempotency key ${key} was used for another transfer`);
  }
}

export interface LotRow {
  id: number;
  code: string;
  expiresAt: Date;
  available: number;
}

/** a transfer by its key */
async function byKey(tx: Db, key: string): Promise<TransferRow | undefined> {
  const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  return row;
}

export function createLedgerRepository(db: Db) {
  return {
    /** the account's id, made with `spec` the first time its code is asked for */
    async account(tx: Db, spec: AccountSpec): Promise<number> {
      const [made] = await tx
        .insert(ledgerAccounts)
        .values({
          code: spec.code,
          kind: spec.kind,
          ledger: spec.ledger,
          userId: spec.userId,
          expiresAt: spec.expiresAt,
          debitsMustNotExceedCredits: spec.kind !== 'house',
        })
        .onConflictDoNothing({ target: ledgerAccounts.code })
        .returning({ id: ledgerAccounts.id });
      if (made) return made.id;
      const [found] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.code, spec.code));
      return found!.id;
    },

    /**
     * Writes one transfer and moves its accounts' balances. A key already written with the same
     * accounts, amount and phase answers that transfer (created: false) and moves nothing; with
     * anything else, KeyReused. A debit the account cannot carry throws InsufficientFunds (the
     * caller's transaction then rolls the transfer back).
     */
    async transfer(tx: Db, t: TransferSpec): Promise<{ transfer: TransferRow; created: boolean }> {
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({
          idempotencyKey: t.key,
          debitAccountId: t.debit,
          creditAccountId: t.credit,
          amount: t.amount,
          ledger: t.ledger,
          kind: t.kind,
          phase: t.phase,
          pendingId: t.pendingId ?? null,
          batchKey: t.batchKey ?? null,
          reference: t.reference ?? null,
          createdAt: t.at,
        })
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning();
      if (!row) {
        const prior = await byKey(tx, t.key);
        const same =
          prior &&
          prior.debitAccountId === t.debit &&
          prior.creditAccountId === t.credit &&
          prior.amount === t.amount &&
          prior.phase === t.phase;
        if (!same) throw new KeyReused(t.key);
        return { transfer: prior, created: false };
      }
      const a = ledgerAccounts;
      const debit = (set: Record<string, unknown>, guarded: boolean) =>
        tx
          .update(a)
          .set(set)
          .where(
            and(
              eq(a.id, t.debit),
              guarded
                ? sql`(not ${a.debitsMustNotExceedCredits} or ${a.debitsPosted} + ${a.debitsPending} + ${t.amount} <= ${a.creditsPosted})`
                : undefined,
            ),
          )
          .returning({ id: a.id });
      const credit = (set: Record<string, unknown>) => tx.update(a).set(set).where(eq(a.id, t.credit));
      // both accounts in id order, so two transfers between the same pair never wait on each other crosswise
      const steps: Array<[number, () => Promise<unknown>]> = [];
      switch (t.phase) {
        case 'single':
          steps.push(
            [
              t.debit,
              async () => {
                if (!(await debit({ debitsPosted: sql`${a.debitsPosted} + ${t.amount}` }, true)).length)
                  throw new InsufficientFunds(t.debit);
              },
            ],
            [t.credit, () => credit({ creditsPosted: sql`${a.creditsPosted} + ${t.amount}` })],
          );
          break;
        case 'pending':
          steps.push(
            [
              t.debit,
              async () => {
                if (!(await debit({ debitsPending: sql`${a.debitsPending} + ${t.amount}` }, true)).length)
                  throw new InsufficientFunds(t.debit);
              },
            ],
            [t.credit, () => credit({ creditsPending: sql`${a.creditsPending} + ${t.amount}` })],
          );
          break;
        case 'post':
          steps.push(
            [
              t.debit,
              () =>
                debit(
                  {
                    debitsPending: sql`${a.debitsPending} - ${t.amount}`,
                    debitsPosted: sql`${a.debitsPosted} + ${t.amount}`,
                  },
                  false,
                ),
            ],
            [
              t.credit,
              () =>
                credit({
                  creditsPending: sql`${a.creditsPending} - ${t.amount}`,
                  creditsPosted: sql`${a.creditsPosted} + ${t.amount}`,
                }),
            ],
          );
          break;
        case 'void':
          steps.push(
            [t.debit, () => debit({ debitsPending: sql`${a.debitsPending} - ${t.amount}` }, false)],
            [t.credit, () => credit({ creditsPending: sql`${a.creditsPending} - ${t.amount}` })],
          );
          break;
      }
      for (const [, step] of steps.sort((x, y) => x[0] - y[0])) await step();
      return { transfer: row, created: true };
    },

    /** a transfer by its key */
    byKey,

    /** a batch's reservations not settled yet (a spend over several lots), oldest first */
    async openReservations(tx: Db, batchKey: string): Promise<TransferRow[]> {
      const t = ledgerTransfers;
      return tx
        .select()
        .from(t)
        .where(
          and(
            eq(t.batchKey, batchKey),
            eq(t.phase, 'pending'),
            sql`not exists (select 1 from ${ledgerTransfers} s where s.pending_id = ${t.id})`,
          ),
        )
        .orderBy(asc(t.id));
    },

    /** every reservation a batch made, settled or not */
    async reservationsOf(tx: Db, batchKey: string): Promise<TransferRow[]> {
      const t = ledgerTransfers;
      return tx
        .select()
        .from(t)
        .where(and(eq(t.batchKey, batchKey), eq(t.phase, 'pending')))
        .orderBy(asc(t.id));
    },

    /**
     * The member's lots in `ledger` with money free to spend, the soonest to expire first, locked
     * for this transaction (a concurrent spend of the same wallet waits, then sees what is left).
     */
    async spendableLots(tx: Db, userId: number, ledger: string, now: Date): Promise<LotRow[]> {
      const a = ledgerAccounts;
      const rows = await tx
        .select({
          id: a.id,
          code: a.code,
          expiresAt: a.expiresAt,
          available: sql<number>`(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending})::bigint`.mapWith(Number),
        })
        .from(a)
        .where(
          and(
            eq(a.userId, userId),
            eq(a.kind, 'lot'),
            eq(a.ledger, ledger),
            gt(a.expiresAt, now),
            sql`${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending} > 0`,
          ),
        )
        .orderBy(asc(a.expiresAt), asc(a.id))
        .for('update');
      return rows.map((r) => ({ ...r, expiresAt: r.expiresAt! }));
    },

    /** lots past their day with money left that no reservation holds, up to `limit` */
    async expiredLots(
      tx: Db,
      now: Date,
      limit: number,
    ): Promise<Array<LotRow & { ledger: string; userId: number; debitsPosted: number }>> {
      const a = ledgerAccounts;
      const rows = await tx
        .select({
          id: a.id,
          code: a.code,
          ledger: a.ledger,
          userId: a.userId,
          debitsPosted: a.debitsPosted,
          expiresAt: a.expiresAt,
          available: sql<number>`(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending})::bigint`.mapWith(Number),
        })
        .from(a)
        .where(
          and(
            eq(a.kind, 'lot'),
            sql`${a.expiresAt} <= ${now.toISOString()}::timestamptz`,
            sql`${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending} > 0`,
          ),
        )
        .orderBy(asc(a.expiresAt), asc(a.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => ({ ...r, expiresAt: r.expiresAt!, userId: r.userId! }));
    },

    /** what the member may spend now in `ledger` (lots not expired), and points */
    async balances(userId: number, ledger: string, now: Date): Promise<{ redcash: number; points: number }> {
      const a = ledgerAccounts;
      const [row] = rowsOf<{ redcash: string | null; points: string | null }>(
        await db.execute(sql`
          select
            (select coalesce(sum(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending}), 0) from ${a}
              where ${a.userId} = ${userId} and ${a.kind} = 'lot' and ${a.ledger} = ${ledger}
                and ${a.expiresAt} > ${now.toISOString()}::timestamptz) as redcash,
            (select coalesce(sum(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending}), 0) from ${a}
              where ${a.userId} = ${userId} and ${a.kind} = 'points') as points
        `),
      );
      return { redcash: Number(row?.redcash ?? 0), points: Number(row?.points ?? 0) };
    },

    /** the member's lots in `ledger` with money left that have not expired, the soonest first, and what holds keep */
    async wallet(
      userId: number,
      ledger: string,
      now: Date,
      limit: number,
    ): Promise<{ lots: Array<{ amount: number; expiresAt: Date }>; onHold: number }> {
      const a = ledgerAccounts;
      const live = and(
        eq(a.userId, userId),
        eq(a.kind, 'lot'),
        eq(a.ledger, ledger),
        sql`${a.expiresAt} > ${now.toISOString()}::timestamptz`,
      );
      const lots = await db
        .select({
          amount: sql<number>`(${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending})::bigint`.mapWith(Number),
          expiresAt: a.expiresAt,
        })
        .from(a)
        .where(and(live, sql`${a.creditsPosted} - ${a.debitsPosted} - ${a.debitsPending} > 0`))
        .orderBy(asc(a.expiresAt), asc(a.id))
        .limit(limit);
      const [held] = await db
        .select({ onHold: sql<number>`coalesce(sum(${a.debitsPending}), 0)::bigint`.mapWith(Number) })
        .from(a)
        .where(and(eq(a.userId, userId), eq(a.kind, 'lot'), eq(a.ledger, ledger)));
      return { lots: lots.map((l) => ({ amount: l.amount, expiresAt: l.expiresAt! })), onHold: held?.onHold ?? 0 };
    },

    /**
     * The member's redcash movements, newest first: one line per movement (a spend over three lots is
     * one line), a spend still held marked pending, a voided one left out (its money never left).
     */
    async history(
      userId: number,
      offset: number,
      limit: number,
    ): Promise<
      Array<{
        id: number;
        at: Date;
        kind: string;
        ledger: string;
        amount: number;
        pending: boolean;
        reference: string | null;
        expiresAt: Date | null;
      }>
    > {
      const rows = rowsOf<Record<string, string | number | boolean | null>>(
        await db.execute(sql`
          with mine as (select id from ledger_accounts where user_id = ${userId} and kind = 'lot'),
          moves as (
            select t.*, coalesce(t.batch_key, t.idempotency_key) as grp,
                   (t.credit_account_id in (select id from mine)) as incoming
            from ledger_transfers t
            where t.phase in ('single', 'pending')
              and (t.debit_account_id in (select id from mine) or t.credit_account_id in (select id from mine))
              and not exists (select 1 from ledger_transfers v where v.pending_id = t.id and v.phase = 'void')
          )
          select min(m.id)::bigint as id, min(m.created_at) as at, m.kind, m.ledger,
                 sum(case when m.incoming then m.amount else -m.amount end)::bigint as amount,
                 bool_or(m.phase = 'pending' and not exists (
                   select 1 from ledger_transfers s where s.pending_id = m.id and s.phase = 'post')) as pending,
                 min(m.reference) as reference,
                 max(case when m.incoming then a.expires_at end) as expires_at
          from moves m join ledger_accounts a on a.id = m.credit_account_id
          group by m.grp, m.kind, m.ledger
          order by min(m.created_at) desc, min(m.id) desc
          offset ${offset} limit ${limit}
        `),
      );
      const at = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
      return rows.map((r) => ({
        id: Number(r.id),
        at: at(r.at),
        kind: String(r.kind),
        ledger: String(r.ledger),
        amount: Number(r.amount),
        pending: r.pending === true || r.pending === 't',
        reference: r.reference === null ? null : String(r.reference),
        expiresAt: r.expires_at === null ? null : at(r.expires_at),
      }));
    },

    /** what the member has been credited in all for `kind` (referral, cashback), across their lots */
    async earned(userId: number, kind: string): Promise<number> {
      const [row] = rowsOf<{ amount: string | number }>(
        await db.execute(sql`
          select coalesce(sum(t.amount), 0)::bigint as amount
          from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
          where a.user_id = ${userId} and a.kind = 'lot' and t.kind = ${kind} and t.phase = 'single'`),
      );
      return Number(row?.amount ?? 0);
    },

    /** The member's points movements, newest first, as `history` (a voided reservation is left out). */
    async pointsHistory(
      userId: number,
      offset: number,
      limit: number,
    ): Promise<
      Array<{ id: number; at: Date; kind: string; points: number; pending: boolean; reference: string | null }>
    > {
      const rows = rowsOf<Record<string, string | number | boolean | null>>(
        await db.execute(sql`
          with mine as (select id from ledger_accounts where user_id = ${userId} and kind = 'points')
          select t.id::bigint as id, t.created_at as at, t.kind, t.reference,
                 (case when t.credit_account_id in (select id from mine) then t.amount else -t.amount end)::bigint as points,
                 (t.phase = 'pending' and not exists (
                   select 1 from ledger_transfers s where s.pending_id = t.id and s.phase = 'post')) as pending
          from ledger_transfers t
          where t.phase in ('single', 'pending')
            and (t.debit_account_id in (select id from mine) or t.credit_account_id in (select id from mine))
            and not exists (select 1 from ledger_transfers v where v.pending_id = t.id and v.phase = 'void')
          order by t.created_at desc, t.id desc
          offset ${offset} limit ${limit}
        `),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        at: (r.at as unknown) instanceof Date ? (r.at as unknown as Date) : new Date(String(r.at)),
        kind: String(r.kind),
        points: Number(r.points),
        pending: r.pending === true || r.pending === 't',
        reference: r.reference === null ? null : String(r.reference),
      }));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
