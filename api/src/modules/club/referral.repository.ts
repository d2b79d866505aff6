/** Refer and earn's rows: members' codes, referrals, the friend's welcome reward, the referrer's counts. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface Referrer {
  id: number;
  email: string;
  phone: string;
  phoneVerified: boolean;
}

export interface ReferralRow {
  id: number;
  referrerId: number;
  friendId: number;
  status: 'joined' | 'credited' | 'refused';
}

export function createReferralRepository(db: Db) {
  return {
    /** the member's code, `fresh` stored as theirs when they have none yet; null when `fresh` is taken */
    async codeOf(userId: number, fresh: string): Promise<string | null | undefined> {
      try {
        return rowsOf<{ code: string }>(
          await db.execute(sql`
            update users set referral_code = coalesce(referral_code, ${fresh})
            where id = ${userId} returning referral_code as code`),
        )[0]?.code;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return null;
        throw error;
      }
    },

    async referrerByCode(code: string): Promise<Referrer | undefined> {
      return rowsOf<Referrer>(
        await db.execute(sql`
          select id, email, phone, phone_verified_at is not null as "phoneVerified"
          from users where referral_code = ${code.toUpperCase()}`),
      )[0];
    },

    /** the friend's earlier bookings (as a guest with the same email, or on the account) that were paid */
    async hasEarlierBooking(tx: Db, friendId: number, email: string): Promise<boolean> {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from bookings
          where (user_id = ${friendId} or lower(guest_email) = lower(${email}))
            and status in ('confirmed', 'checked_in', 'completed', 'cancelled')
            and (status <> 'cancelled' or cancel_reason is distinct from 'hold_expired')`),
      );
      return (row?.n ?? 0) > 0;
    },

    /** the friend's referral row, or undefined when one exists already (a friend is referred once) */
    async insertReferral(
      tx: Db,
      r: { referrerId: number; friendId: number; refusal: 'earlier_booking' | null; now: Date },
    ): Promise<number | undefined> {
      return rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into referrals (referrer_id, friend_id, status, refusal, created_at)
          values (${r.referrerId}, ${r.friendId}, 'joined', ${r.refusal}, ${r.now.toISOString()}::timestamptz)
          on conflict (friend_id) do nothing returning id`),
      )[0]?.id;
    },

    async insertReward(
      tx: Db,
      r: { userId: number; amount: number; currency: string; validUntil: Date; now: Date },
    ): Promise<number> {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into mkt_rewards (user_id, source, title, translations, kind, amount_minor, currency, valid_until, created_at)
          values (${r.userId}, 'referral', 'Welcome reward from a friend',
            ${JSON.stringify({
              id: { title: 'Hadiah sambutan dari teman' },
              vi: { title: 'Quà chào mừng từ bạn bè' },
              th: { title: 'รางวัลต้อนรับจากเพื่อน' },
            })}::jsonb,
            'fixed', ${r.amount}, ${r.currency}, ${r.validUntil.toISOString()}::timestamptz, ${r.now.toISOString()}::timestamptz)
          returning id`),
      );
      return row!.id;
    },

    async attachReward(tx: Db, referralId: number, rewardId: number): Promise<void> {
      await tx.execute(sql`update referrals set reward_id = ${rewardId} where id = ${referralId}`);
    },

    /** the friend's referral waiting for their first completed stay, locked */
    async waitingFor(tx: Db, friendId: number): Promise<ReferralRow | undefined> {
      return rowsOf<ReferralRow>(
        await tx.execute(sql`
          select id, referrer_id as "referrerId", friend_id as "friendId", status from referrals
          where friend_id = ${friendId} and status = 'joined' and refusal is null
          for update`),
      )[0];
    },

    /** completed stays of the friend (this one included) */
    async completedStays(tx: Db, friendId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from bookings where user_id = ${friendId} and status = 'completed'`,
        ),
      );
      return row?.n ?? 0;
    },

    /** the referrer's credits since `since`, counted under a lock on the referrer so two at once count each other */
    async creditsSince(tx: Db, referrerId: number, since: Date): Promise<number> {
      await tx.execute(sql`select 1 from users where id = ${referrerId} for update`);
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`
          select count(*)::int as n from referrals
          where referrer_id = ${referrerId} and status = 'credited' and credited_at >= ${since.toISOString()}::timestamptz`),
      );
      return row?.n ?? 0;
    },

    async settle(tx: Db, referralId: number, outcome: { credited: Date } | { refused: 'monthly_cap' }): Promise<void> {
      if ('credited' in outcome)
        await tx.execute(sql`
          update referrals set status = 'credited', credited_at = ${outcome.credited.toISOString()}::timestamptz
          where id = ${referralId}`);
      else
        await tx.execute(
          sql`update referrals set status = 'refused', refusal = ${outcome.refused} where id = ${referralId}`,
        );
    },

    /** a member's home country, read in `tx` */
    async countryOf(tx: Db, userId: number): Promise<string | undefined> {
      return rowsOf<{ country: string }>(
        await tx.execute(sql`select country_code as country from users where id = ${userId}`),
      )[0]?.country;
    },

    /** the referrer's friends by outcome */
    async stats(referrerId: number): Promise<{ joined: number; credited: number; refused: number }> {
      const [row] = rowsOf<{ joined: number; credited: number; refused: number }>(
        await db.execute(sql`
          select count(*) filter (where status = 'joined' and refusal is null)::int as joined,
                 count(*) filter (where status = 'credited')::int as credited,
                 count(*) filter (where status = 'refused' or refusal is not null)::int as refused
          from referrals where referrer_id = ${referrerId}`),
      );
      return row ?? { joined: 0, credited: 0, refused: 0 };
    },
  };
}
export type ReferralRepository = ReturnType<typeof createReferralRepository>;
