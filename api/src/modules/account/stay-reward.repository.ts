/**
 * The user's stay rewards counted from their bookings: completed stays earn them; a booking whose
 * adjustments carry a `stay_reward` line uses one while it is paid (confirmed, checked in, completed) or
 * held with its hold running. A cancelled booking, or a hold that ran out, gives it back.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/booking.ts';
import { users } from '../../db/schema/platform.ts';
import type { StayRewardCounts } from './stay-reward.ts';
import { stayRewardStanding } from './stay-reward.ts';
import { conflict } from '../../errors.ts';

const b = bookings;
const carries = sql`exists (select 1 from jsonb_array_elements(${b.adjustments}) a where a->>'kind' = 'stay_reward')`;
const holdRuns = (at: string) =>
  sql`${b.status} = 'pending' and (${b.holdExpiresAt} is null or ${b.holdExpiresAt} > ${at}::timestamptz)`;

/** the three counts as columns "completed", "used", "held" of one select, for `userId` at `now` */
export function stayRewardColumns(userId: number | SQL, now: Date): SQL {
  const at = now.toISOString();
  return sql`(select count(*) from ${b} where ${b.userId} = ${userId} and ${b.status} = 'completed') as "rewardStays",
    (select count(*) from ${b} where ${b.userId} = ${userId} and ${carries}
       and (${b.status} in ('confirmed', 'checked_in', 'completed') or (${holdRuns(at)}))) as "rewardsUsed",
    exists (select 1 from ${b} where ${b.userId} = ${userId} and ${carries} and ${holdRuns(at)}) as "rewardHeld"`;
}

export const countsOf = (row: { rewardStays?: unknown; rewardsUsed?: unknown; rewardHeld?: unknown } | undefined) => ({
  completed: Number(row?.rewardStays ?? 0),
  used: Number(row?.rewardsUsed ?? 0),
  held: row?.rewardHeld === true || row?.rewardHeld === 't',
});

export function createStayRewardRepository(db: Db) {
  return {
    async counts(userId: number, now: Date, tx: Db = db): Promise<StayRewardCounts> {
      const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`select ${stayRewardColumns(userId, now)}`));
      return countsOf(row);
    },

    /** the counts read with the user's row locked: a booking taking a reward meanwhile queues behind this */
    async lockedCounts(tx: Db, userId: number, now: Date): Promise<StayRewardCounts> {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      return this.counts(userId, now, tx);
    },

    /** is a reward free for the user now (counted with their row locked)? */
    async free(tx: Db, userId: number, now: Date): Promise<boolean> {
      return stayRewardStanding(await this.lockedCounts(tx, userId, now)).available > 0;
    },

    /**
     * book_now's last word, in its transaction after the booking that carries the reward was written:
     * the user's row is locked, so two bookings taking one reward at once queue, and the second counts the
     * first. More used than earned: 409 STAY_REWARD_USED, and the booking is not made.
     */
    async take(tx: Db, userId: number, now: Date): Promise<void> {
      const c = await this.lockedCounts(tx, userId, now);
      // this booking is counted among the used: without it, a reward must have been free
      if (stayRewardStanding({ ...c, used: c.used - 1 }).available === 0)
        throw conflict('STAY_REWARD_USED', 'Your stay reward has just been used by another booking.');
    },
  };
}
export type StayRewardRepository = ReturnType<typeof createStayRewardRepository>;
