/**
 * The one way redcash and points move. Every movement is a transfer between two accounts of one
 * ledger (a currency, or PTS), written with its accounts' balances in one transaction:
 *
 * - a member's redcash sits in lots, one account per credit with its own expiry, so a spend takes
 *   the soonest-expiring money first and what is left of a lot expires by itself (`expireLots`);
 * - a spend for a booking is reserved first (pending transfers, one per lot it draws on) and then
 *   posted when the booking is paid, or voided when its hold ends (TigerBeetle's pending/post/void);
 * - a member's account never goes below zero: the debit is a conditional UPDATE, with a CHECK behind;
 * - the same key asked twice moves money once (a retried webhook, a sweep run twice).
 *
 * House accounts (`house:<name>:<ledger>`) are where money comes from and goes to: opening, cashback,
 * spent, expired, referral, adjustment, refund, points_issued, points_spent. They may go negative
 * (the house issues what members hold); the trial balance (trial-balance.repository.ts) proves the sums agree.
 */
import {
  POINTS_LINE_KINDS,
  WALLET_LINE_KINDS,
  type PointsLine,
  type PointsLineKind,
  type RedcashBalance,
  type RedcashHistory,
  type WalletLineKind,
} from '@rednest/shared/contracts';
import { bookingCode } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { REDCASH_RULES } from '../../db/platform-data/content.ts';
import { InsufficientFunds, type LedgerRepository, type TransferRow } from './ledger.repository.ts';

/** the ledger points are counted in */
export const POINTS = 'PTS';
/** the house's accounts, one per ledger */
export const HOUSE = [
  'opening',
  'cashback',
  'spent',
  'expired',
  'referral',
  'adjustment',
  'refund',
  'points_issued',
  'points_spent',
] as const;
export type House = (typeof HOUSE)[number];

const DAY_MS = 86_400_000;
/** lines of redcash_history a page */
export const HISTORY_PAGE = 20;

export interface LedgerDeps {
  repo: LedgerRepository;
  /** opens a transaction (the database's, retried on a deadlock) */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  now: () => Date;
}

export interface Credit {
  userId: number;
  /** the wallet's currency */
  currency: string;
  /** minor units, > 0 */
  amount: number;
  /** why: cashback, opening, referral, refund, adjustment, spend_return… */
  kind: string;
  /** the house account it comes from */
  from: House;
  /** the movement's own key (`cashback:<bookingId>`): asked again, nothing moves */
  key: string;
  reference?: string;
  /** the lot's last moment; REDCASH_RULES.validity_days from now when left out */
  expiresAt?: Date;
}

export interface Spend {
  userId: number;
  currency: string;
  amount: number;
  /** the spend's key: its transfers are `<key>:<n>`, one per lot, and it is posted or voided by it */
  key: string;
  reference?: string;
}

const positive = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a ledger amount is a positive integer, not ${amount}`);
};

export const notEnoughRedcash = () =>
  new AppError('REDCASH_INSUFFICIENT', 'Your redcash balance no longer covers this amount.', 409);
export const notEnoughPoints = () =>
  new AppError('POINTS_INSUFFICIENT', 'You do not have enough points for this.', 409);

/** a transfer's reference `booking:<id>` as the guest reads it (RN000123) */
const bookingCodeOf = (reference: string | null) =>
  reference !== null && /^booking:\d+$/.test(reference) ? bookingCode(Number(reference.slice(8))) : null;

export function createLedger(deps: LedgerDeps) {
  const { repo } = deps;
  const house = (tx: Db, name: House, ledger: string) =>
    repo.account(tx, { code: `house:${name}:${ledger}`, kind: 'house', ledger, userId: null, expiresAt: null });
  const pointsAccount = (tx: Db, userId: number) =>
    repo.account(tx, { code: `points:${userId}`, kind: 'points', ledger: POINTS, userId, expiresAt: null });
  const within = <T>(tx: Db | undefined, fn: (tx: Db) => Promise<T>) => (tx ? fn(tx) : deps.transaction(fn));

  async function settle(tx: Db, key: string, phase: 'post' | 'void'): Promise<number> {
    let total = 0;
    for (const pending of await repo.openReservations(tx, key)) {
      await repo.transfer(tx, {
        key: `${pending.idempotencyKey}:${phase}`,
        debit: pending.debitAccountId,
        credit: pending.creditAccountId,
        amount: pending.amount,
        ledger: pending.ledger,
        kind: pending.kind,
        phase,
        pendingId: pending.id,
        batchKey: key,
        reference: pending.reference,
        at: deps.now(),
      });
      total += pending.amount;
    }
    return total;
  }

  return {
    /** Credits a new lot of redcash to the member. `created: false` when the key was already credited. */
    async creditRedcash(c: Credit, tx?: Db): Promise<{ created: boolean; transfer: TransferRow }> {
      positive(c.amount);
      const expiresAt = c.expiresAt ?? new Date(deps.now().getTime() + REDCASH_RULES.validity_days * DAY_MS);
      return within(tx, async (t) => {
        // credited already: the lot it made stays the only one
        const prior = await repo.byKey(t, c.key);
        if (prior) return { created: false, transfer: prior };
        const lot = await repo.account(t, {
          code: `lot:${c.userId}:${c.currency}:${c.key}`,
          kind: 'lot',
          ledger: c.currency,
          userId: c.userId,
          expiresAt,
        });
        return repo.transfer(t, {
          key: c.key,
          debit: await house(t, c.from, c.currency),
          credit: lot,
          amount: c.amount,
          ledger: c.currency,
          kind: c.kind,
          phase: 'single',
          reference: c.reference ?? null,
          at: deps.now(),
        });
      });
    },

    /**
     * Reserves `amount` of the member's redcash for a spend, the soonest-expiring lots first. Asked
     * again with the same key, answers what that key reserved. A wallet that does not cover it:
     * 409 REDCASH_INSUFFICIENT, nothing reserved.
     */
    async reserveRedcash(s: Spend, tx?: Db): Promise<{ reserved: number }> {
      positive(s.amount);
      return within(tx, async (t) => {
        const prior = await repo.reservationsOf(t, s.key);
        if (prior.length) return { reserved: prior.reduce((sum, r) => sum + r.amount, 0) };
        const lots = await repo.spendableLots(t, s.userId, s.currency, deps.now());
        let left = s.amount;
        const takes: Array<{ lot: number; amount: number }> = [];
        for (const lot of lots) {
          if (left === 0) break;
          const take = Math.min(left, lot.available);
          takes.push({ lot: lot.id, amount: take });
          left -= take;
        }
        if (left > 0) throw notEnoughRedcash();
        const spent = await house(t, 'spent', s.currency);
        try {
          for (const [n, take] of takes.entries())
            await repo.transfer(t, {
              key: `${s.key}:${n}`,
              debit: take.lot,
              credit: spent,
              amount: take.amount,
              ledger: s.currency,
              kind: 'spend',
              phase: 'pending',
              batchKey: s.key,
              reference: s.reference ?? null,
              at: deps.now(),
            });
        } catch (error) {
          if (error instanceof InsufficientFunds) throw notEnoughRedcash();
          throw error;
        }
        return { reserved: s.amount };
      });
    },

    /**
     * Reserves `amount` of the member's points for a spend (one pending transfer to the house's
     * points_spent, settled like redcash's). Asked again with the same key, answers what that key
     * reserved. Not that many points: 409 POINTS_INSUFFICIENT, nothing reserved.
     */
    async reservePoints(
      s: { userId: number; amount: number; key: string; reference?: string },
      tx?: Db,
    ): Promise<{ reserved: number }> {
      positive(s.amount);
      return within(tx, async (t) => {
        const prior = await repo.reservationsOf(t, s.key);
        if (prior.length) return { reserved: prior.reduce((sum, r) => sum + r.amount, 0) };
        try {
          await repo.transfer(t, {
            key: `${s.key}:0`,
            debit: await pointsAccount(t, s.userId),
            credit: await house(t, 'points_spent', POINTS),
            amount: s.amount,
            ledger: POINTS,
            kind: 'points_spend',
            phase: 'pending',
            batchKey: s.key,
            reference: s.reference ?? null,
            at: deps.now(),
          });
        } catch (error) {
          if (error instanceof InsufficientFunds) throw notEnoughPoints();
          throw error;
        }
        return { reserved: s.amount };
      });
    },

    /** Posts a spend's reservations (the booking was paid); what was posted, 0 when nothing was open. */
    async postSpend(key: string, tx?: Db): Promise<number> {
      return within(tx, (t) => settle(t, key, 'post'));
    },

    /** Voids a spend's reservations (the hold ended unpaid, or the guest took redcash off); what went back. */
    async voidSpend(key: string, tx?: Db): Promise<number> {
      return within(tx, (t) => settle(t, key, 'void'));
    },

    /** Moves what is left of lots past their day to the house's expired account; how many and how much. */
    async expireLots(limit = 500): Promise<{ lots: number; amount: number }> {
      return deps.transaction(async (t) => {
        const now = deps.now();
        let amount = 0;
        const lots = await repo.expiredLots(t, now, limit);
        for (const lot of lots) {
          await repo.transfer(t, {
            // what the lot had paid out before names this expiry: a hold given back later expires under a key of its own
            key: `expiry:${lot.id}:${lot.debitsPosted}`,
            debit: lot.id,
            credit: await house(t, 'expired', lot.ledger),
            amount: lot.available,
            ledger: lot.ledger,
            kind: 'expiry',
            phase: 'single',
            reference: `lot:${lot.id}`,
            at: now,
          });
          amount += lot.available;
        }
        return { lots: lots.length, amount };
      });
    },

    /** Credits points to the member (a completed night, an opening balance). */
    async creditPoints(
      p: { userId: number; amount: number; kind: string; key: string; reference?: string; from?: House },
      tx?: Db,
    ): Promise<{ created: boolean }> {
      positive(p.amount);
      return within(tx, async (t) =>
        repo.transfer(t, {
          key: p.key,
          debit: await house(t, p.from ?? 'points_issued', POINTS),
          credit: await pointsAccount(t, p.userId),
          amount: p.amount,
          ledger: POINTS,
          kind: p.kind,
          phase: 'single',
          reference: p.reference ?? null,
          at: deps.now(),
        }),
      );
    },

    /** Spends the member's points; 409 POINTS_INSUFFICIENT when they do not hold that many. */
    async spendPoints(
      p: { userId: number; amount: number; kind: string; key: string; reference?: string },
      tx?: Db,
    ): Promise<{ created: boolean }> {
      positive(p.amount);
      return within(tx, async (t) => {
        try {
          return await repo.transfer(t, {
            key: p.key,
            debit: await pointsAccount(t, p.userId),
            credit: await house(t, 'points_spent', POINTS),
            amount: p.amount,
            ledger: POINTS,
            kind: p.kind,
            phase: 'single',
            reference: p.reference ?? null,
            at: deps.now(),
          });
        } catch (error) {
          if (error instanceof InsufficientFunds) throw notEnoughPoints();
          throw error;
        }
      });
    },

    /** redcash_balance: the member's wallet in its currency, what holds keep of it, the soonest to expire, points. */
    async wallet(userId: number, currency: string): Promise<RedcashBalance> {
      const now = deps.now();
      const [{ redcash, points }, { lots, onHold }] = await Promise.all([
        repo.balances(userId, currency, now),
        repo.wallet(userId, currency, now, 5),
      ]);
      return {
        currency,
        redcash_balance: redcash,
        converted_redcash_balance: redcash,
        redcash_conversion_unit: 1,
        on_hold: onHold,
        expiring: lots.map((l) => ({ amount: l.amount, expires_at: l.expiresAt.toISOString() })),
        point_balance: points,
      };
    },

    /** redcash_history: the member's movements, newest first, a page at a time. */
    async history(userId: number, page = 1): Promise<RedcashHistory> {
      const rows = await repo.history(userId, (page - 1) * HISTORY_PAGE, HISTORY_PAGE + 1);
      return {
        lines: rows.slice(0, HISTORY_PAGE).map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          kind: (WALLET_LINE_KINDS as readonly string[]).includes(r.kind) ? (r.kind as WalletLineKind) : 'adjustment',
          amount: r.amount,
          currency: r.ledger,
          pending: r.pending,
          booking_code: bookingCodeOf(r.reference),
          expires_at: r.amount > 0 && r.expiresAt ? r.expiresAt.toISOString() : null,
        })),
        next_page: rows.length > HISTORY_PAGE ? page + 1 : null,
      };
    },

    /** the member's points movements, newest first, a page at a time (recent_redpoints) */
    async pointsHistory(userId: number, page = 1): Promise<{ lines: PointsLine[]; next_page: number | null }> {
      const rows = await repo.pointsHistory(userId, (page - 1) * HISTORY_PAGE, HISTORY_PAGE + 1);
      return {
        lines: rows.slice(0, HISTORY_PAGE).map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          kind: (POINTS_LINE_KINDS as readonly string[]).includes(r.kind) ? (r.kind as PointsLineKind) : 'adjustment',
          points: r.points,
          pending: r.pending,
          booking_code: bookingCodeOf(r.reference),
        })),
        next_page: rows.length > HISTORY_PAGE ? page + 1 : null,
      };
    },

    /** what the member has been credited in all for `kind` (referral, cashback) */
    earned(userId: number, kind: string): Promise<number> {
      return repo.earned(userId, kind);
    },

    /** What the member may spend now: redcash in their wallet's currency (lots not expired), and points. */
    balances(userId: number, currency: string): Promise<{ redcash: number; points: number }> {
      return repo.balances(userId, currency, deps.now());
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
