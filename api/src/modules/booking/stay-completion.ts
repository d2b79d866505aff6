/**
 * A stay is complete the day after its check-out at the hotel: the sweep marks it so, and the member
 * who booked it earns what a completed stay earns, in the same transaction:
 * - cash back: 5 % of what was paid in money (10 % for a club member), as redcash in their home
 *   currency (converted at the dated rate table, rounded down), a lot expiring in 180 days, keyed
 *   `cashback:<bookingId>` so a stay completed twice credits once;
 * - points: the member's tier's points per night, keyed `points:stay:<bookingId>`;
 * - a higher tier when their completed stays of the last 24 months reach it (LOYALTY_TIERS: silver 3,
 *   gold 8, diamond 15); a tier never falls here (the yearly review is not built).
 * A guest's booking (no account) completes and earns nothing.
 */
import { homeCurrency, type LoyaltyTier } from '@rednest/shared/contracts';
import { convertMinorDown, type ExchangeRates } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import { LOYALTY_TIERS, POINTS_PER_NIGHT, REDCASH_RULES } from '../../db/platform-data/content.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { DueStay, StayCompletionRepository } from './stay-completion.repository.ts';

export interface StayCompletionDeps {
  repo: StayCompletionRepository;
  ledger: Pick<Ledger, 'creditRedcash' | 'creditPoints'>;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /** the dated rate table a stay's cash back is converted with (site settings' exchange_rates) */
  rates: ExchangeRates;
  /** in the completion's transaction, after the member's own earnings (a referrer's credit) */
  onCompleted?: (tx: Db, userId: number) => Promise<unknown>;
  now: () => Date;
}

export interface Earned {
  bookingId: number;
  /** redcash credited, in `currency`; 0 for a guest or when no rate converts it */
  cashback: number;
  currency: string | null;
  points: number;
  /** the tier the member rose to with this stay, or null */
  tierUp: LoyaltyTier | null;
}

export function createStayCompletion(deps: StayCompletionDeps) {
  async function complete(tx: Db, stay: DueStay): Promise<Earned> {
    await deps.repo.markCompleted(tx, stay.id);
    if (stay.userId === null) return { bookingId: stay.id, cashback: 0, currency: null, points: 0, tierUp: null };
    const percent = stay.clubMember ? REDCASH_RULES.club_cashback_percent : REDCASH_RULES.cashback_percent;
    const home = homeCurrency(stay.countryCode);
    const earned = Math.floor((stay.totalMinor * percent) / 100);
    const cashback = convertMinorDown(earned, stay.currency, home, deps.rates) ?? 0;
    const reference = `booking:${stay.id}`;
    if (cashback > 0)
      await deps.ledger.creditRedcash(
        {
          userId: stay.userId,
          currency: home,
          amount: cashback,
          kind: 'cashback',
          from: 'cashback',
          key: `cashback:${stay.id}`,
          reference,
        },
        tx,
      );
    const points = Math.floor(stay.nights * (POINTS_PER_NIGHT[stay.loyaltyTier] ?? POINTS_PER_NIGHT.bronze));
    if (points > 0)
      await deps.ledger.creditPoints(
        { userId: stay.userId, amount: points, kind: 'stay', key: `points:stay:${stay.id}`, reference },
        tx,
      );
    await deps.onCompleted?.(tx, stay.userId);
    const stays = await deps.repo.recentStays(tx, stay.userId, deps.now());
    const reached = [...LOYALTY_TIERS].reverse().find((t) => stays >= t.minBookings) ?? LOYALTY_TIERS[0]!;
    const tierUp = (await deps.repo.raiseTier(tx, stay.userId, reached.key, reached.rank)) ? reached.key : null;
    return { bookingId: stay.id, cashback, currency: home, points, tierUp };
  }

  return {
    /** Completes up to `limit` stays whose check-out day is over at their hotel; what each earned. */
    async completeDue(limit = 200): Promise<Earned[]> {
      return deps.transaction(async (tx) => {
        const out: Earned[] = [];
        for (const stay of await deps.repo.due(tx, deps.now(), limit)) out.push(await complete(tx, stay));
        return out;
      });
    },

    /** The operator's command: completes one confirmed or checked-in booking now; null when it is neither. */
    async completeNow(bookingId: number): Promise<Earned | null> {
      return deps.transaction(async (tx) => {
        const stay = await deps.repo.one(tx, bookingId);
        return stay ? complete(tx, stay) : null;
      });
    },
  };
}
export type StayCompletion = ReturnType<typeof createStayCompletion>;

/** stays end at midnight hotel time; an hourly pass completes each within the hour after its day is over */
export const STAY_SWEEP_MS = 60 * 60_000;

/** One pass of the completion sweep; the composition root runs it on a timer (background.ts startSweepers). */
export function staySweep(deps: {
  stays: Pick<StayCompletion, 'completeDue'>;
  log: { warn(obj: unknown, msg: string): void };
}): () => void {
  return () => {
    void (async () => {
      // a batch at a time, until a pass finds nothing
      for (let pass = 0; pass < 50; pass += 1) if ((await deps.stays.completeDue()).length === 0) return;
    })().catch((error: unknown) => deps.log.warn({ err: error }, 'stay completion sweep failed'));
  };
}
