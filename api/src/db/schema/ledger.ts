/**
 * The ledger every redcash and point movement goes through (modules/ledger), shaped like
 * TigerBeetle's: accounts with posted and pending debits and credits, and transfers that each move
 * one amount from one account to another in one ledger (a currency, or PTS for points).
 *
 * - Transfers are append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0039); a
 *   correction is a new transfer.
 * - A pending transfer reserves (pending columns); a later `post` or `void` transfer names it and
 *   settles it, once (a unique index on pending_id).
 * - A member's account may not spend what it does not hold: `debits_must_not_exceed_credits` with a
 *   CHECK behind the conditional update the service writes in the same transaction.
 * - A member's redcash sits in lots, one account per credit with its own expiry, so the oldest-expiring
 *   money is spent first and what is left of a lot expires by itself; the wallet is the sum of its lots.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './platform.ts';

/** what an account is: a member's redcash lot, a member's points, or one of the house's accounts */
export const LEDGER_ACCOUNT_KINDS = ['lot', 'points', 'house'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** how a transfer relates to a reservation: on its own, a reservation, or the settling of one */
export const LEDGER_PHASES = ['single', 'pending', 'post', 'void'] as const;
export type LedgerPhase = (typeof LEDGER_PHASES)[number];

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** a stable name: `house:cashback:IDR`, `points:42`, `lot:42:IDR:<key>` */
    code: varchar('code', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<LedgerAccountKind>().notNull(),
    /** a currency code (IDR, SGD, PHP, VND, THB) or PTS */
    ledger: varchar('ledger', { length: 3 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    /** a lot's last day: a daily job moves what is left of it to the house's expired account */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** TigerBeetle's debits_must_not_exceed_credits: set on every member's account */
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
    debitsPending: money('debits_pending'),
    debitsPosted: money('debits_posted'),
    creditsPending: money('credits_pending'),
    creditsPosted: money('credits_posted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.code),
    // the target of the transfers' (account, ledger) keys: a transfer's accounts are in its ledger
    unique('ledger_accounts_id_ledger_uq').on(t.id, t.ledger),
    index('ledger_accounts_user_idx').on(t.userId, t.ledger),
    check('ledger_accounts_kind_ck', sql`${t.kind} in ('lot', 'points', 'house')`),
    check('ledger_accounts_ledger_ck', sql`${t.ledger} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_accounts_amounts_ck',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    check(
      'ledger_accounts_balance_ck',
      sql`not ${t.debitsMustNotExceedCredits} or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`,
    ),
    check('ledger_accounts_member_ck', sql`(${t.kind} = 'house') = (${t.userId} is null)`),
    check('ledger_accounts_lot_ck', sql`(${t.kind} = 'lot') = (${t.expiresAt} is not null)`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the caller's key: the same movement asked twice is made once (`cashback:<bookingId>`) */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    debitAccountId: integer('debit_account_id').notNull(),
    creditAccountId: integer('credit_account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledger: varchar('ledger', { length: 3 }).notNull(),
    /** why: opening, cashback, spend, expiry, reversal, refund, referral, adjustment, points… */
    kind: varchar('kind', { length: 30 }).notNull(),
    phase: varchar('phase', { length: 10 }).$type<LedgerPhase>().notNull(),
    /** the reservation a `post` or `void` settles */
    pendingId: bigint('pending_id', { mode: 'number' }),
    /** the one movement a transfer is part of, when it takes several (a spend over three lots) */
    batchKey: varchar('batch_key', { length: 200 }),
    /** what it is about, as a guest reads it in the history: `booking:<id>` */
    reference: varchar('reference', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.idempotencyKey),
    // a reservation is settled once: posted or voided, never both, never twice
    uniqueIndex('ledger_transfers_pending_uq')
      .on(t.pendingId)
      .where(sql`${t.pendingId} is not null`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    index('ledger_transfers_reference_idx').on(t.reference),
    index('ledger_transfers_batch_idx').on(t.batchKey),
    foreignKey({
      name: 'ledger_transfers_debit_fk',
      columns: [t.debitAccountId, t.ledger],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.ledger],
    }),
    foreignKey({
      name: 'ledger_transfers_credit_fk',
      columns: [t.creditAccountId, t.ledger],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.ledger],
    }),
    foreignKey({ name: 'ledger_transfers_pending_fk', columns: [t.pendingId], foreignColumns: [t.id] }),
    check('ledger_transfers_amount_ck', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_ck', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_phase_ck', sql`${t.phase} in ('single', 'pending', 'post', 'void')`),
    check('ledger_transfers_pending_ck', sql`(${t.phase} in ('post', 'void')) = (${t.pendingId} is not null)`),
  ],
);
