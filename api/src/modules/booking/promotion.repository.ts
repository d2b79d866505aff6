/** Promo codes, their redemptions and the add-ons properties sell (booking summary). */
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { properties } from '../../db/schema/catalog.ts';
import { bookings } from '../../db/schema/booking.ts';
import { users } from '../../db/schema/platform.ts';
import { translated, type Translations } from '../../i18n/translated.ts';
import { addOns, mktRewards, promoCodes, promoRedemptions, type AddOnMenuItem } from '../../db/schema/promotion.ts';

export type PromoRow = typeof promoCodes.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type MktRewardRow = typeof mktRewards.$inferSelect;
/** a reward as its booking leaves it: free (no booking, or a hold that ended unpaid), held (a pending booking), used (paid) */
export type MktRewardState = 'free' | 'held' | 'used';
/** who a promo's per-user rules count: the account and the email a booking is made with */
export interface PromoGuest {
  userId: number | null;
  email: string | null;
}

/** bookings that hold or used their promo: a hold that ended gives the use back */
const LIVE = sql`${bookings.status} in ('pending', 'confirmed', 'checked_in', 'completed')`;
const sameGuest = (guest: PromoGuest) => {
  const byUser = guest.userId === null ? sql`false` : sql`${bookings.userId} = ${guest.userId}`;
  const byEmail = guest.email === null ? sql`false` : sql`lower(${bookings.guestEmail}) = ${guest.email.toLowerCase()}`;
  return sql`(${byUser} or ${byEmail})`;
};

/**
 * A reward's state at `now` from the booking that has it (left-joined as bookings): held while that
 * booking's hold runs (hold_expires_at > now), free once it ran out even before the sweeper ends the
 * booking (book_now then ends it when it takes the reward), used once paid.
 */
const rewardState = (now: Date) => sql<MktRewardState>`case
  when ${bookings.id} is null then 'free'
  when ${bookings.status} = 'pending' and (${bookings.holdExpiresAt} is null or ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz) then 'held'
  when ${bookings.status} = 'pending' then 'free'
  when ${bookings.status} = 'cancelled' and ${bookings.cancelReason} in ('released', 'hold_expired') then 'free'
  else 'used' end`;

/** a promo's or reward's title in the answer's language where translated (the summary shows it as a line's label) */
function localTitle<T extends { title: string; translations: Translations }>(row: T): T {
  return { ...row, title: translated({ title: row.title }, row.translations).title };
}

export function createPromotionRepository(db: Db) {
  return {
    async property(propertyId: number): Promise<{ country: string; addOnTypes: string[] } | null> {
      const [row] = await db
        .select({ country: properties.country, addOnTypes: properties.addOnTypes })
        .from(properties)
        .where(eq(properties.id, propertyId));
      return row ?? null;
    },

    async userEmail(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async promoByCode(code: string, tx: Db = db): Promise<PromoRow | null> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
      return row ? localTitle(row) : null;
    },

    /** the promo row locked until the transaction ends: redemptions of one code are counted one at a time */
    async lockPromo(tx: Db, promoId: number): Promise<void> {
      await tx.execute(sql`select 1 from ${promoCodes} where ${promoCodes.id} = ${promoId} for update`);
    },

    /** codes offered on the summary that are running now (their other rules are checked per stay) */
    async listedPromos(now: Date): Promise<PromoRow[]> {
      const rows = await db
        .select()
        .from(promoCodes)
        .where(
          and(
            eq(promoCodes.listed, true),
            sql`${promoCodes.validFrom} <= ${now.toISOString()}::timestamptz`,
            sql`${promoCodes.validUntil} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(promoCodes.validUntil, promoCodes.id);
      return rows.map(localTitle);
    },

    /** uses of a code in all and by this guest, counting held and paid bookings */
    async promoUses(promoId: number, guest: PromoGuest, tx: Db = db): Promise<{ total: number; mine: number }> {
      const [row] = rowsOf<{ total: number; mine: number }>(
        await tx.execute(sql`
        select count(*)::int as total, count(*) filter (where ${sameGuest(guest)})::int as mine
        from ${promoRedemptions} join ${bookings} on ${bookings.id} = ${promoRedemptions.bookingId}
        where ${promoRedemptions.promoId} = ${promoId} and ${LIVE}`),
      );
      return row ?? { total: 0, mine: 0 };
    },

    /** has this guest a paid stay already (new-user-only codes) */
    async hasPaidBooking(guest: PromoGuest, tx: Db = db): Promise<boolean> {
      if (guest.userId === null && guest.email === null) return false;
      const rows = rowsOf(
        await tx.execute(sql`
        select 1 from ${bookings}
        where ${sameGuest(guest)} and (${bookings.status} in ('confirmed', 'checked_in', 'completed') or (${bookings.status} = 'cancelled' and ${bookings.cancelReason} in ('guest', 'hotel')))
        limit 1`),
      );
      return rows.length > 0;
    },

    /** one of this user's rewards with its state at `now` (another user's reads as none) */
    async mktReward(
      userId: number,
      rewardId: number,
      now: Date,
      tx: Db = db,
    ): Promise<(MktRewardRow & { state: MktRewardState }) | null> {
      const [row] = await tx
        .select({ reward: mktRewards, state: rewardState(now) })
        .from(mktRewards)
        .leftJoin(bookings, eq(bookings.id, mktRewards.bookingId))
        .where(and(eq(mktRewards.id, rewardId), eq(mktRewards.userId, userId)));
      return row ? { ...localTitle(row.reward), state: row.state } : null;
    },

    /** this user's rewards not used, held or expired: soonest to expire first */
    async freeMktRewards(userId: number, now: Date): Promise<MktRewardRow[]> {
      const rows = await db
        .select({ reward: mktRewards, state: rewardState(now) })
        .from(mktRewards)
        .leftJoin(bookings, eq(bookings.id, mktRewards.bookingId))
        .where(and(eq(mktRewards.userId, userId), sql`${mktRewards.validUntil} > ${now.toISOString()}::timestamptz`))
        .orderBy(mktRewards.validUntil, mktRewards.id);
      return rows.filter((r) => r.state === 'free').map((r) => localTitle(r.reward));
    },

    /** every reward of this user with its state at `now` and the booking that has it (my_rewards) */
    async allMktRewards(
      userId: number,
      now: Date,
    ): Promise<Array<MktRewardRow & { state: MktRewardState; bookingId: number | null }>> {
      const rows = await db
        .select({ reward: mktRewards, state: rewardState(now) })
        .from(mktRewards)
        .leftJoin(bookings, eq(bookings.id, mktRewards.bookingId))
        .where(eq(mktRewards.userId, userId))
        .orderBy(mktRewards.validUntil, mktRewards.id);
      return rows.map((r) => ({ ...localTitle(r.reward), state: r.state }));
    },

    /**
     * The booking that has this reward now, its row locked until the transaction ends (book_now,
     * before it takes the reward: a payment event for that booking waits, or is waited for), with
     * whether its hold ran out unpaid. Null when no booking has it.
     */
    async lockMktRewardHolder(
      tx: Db,
      rewardId: number,
      now: Date,
    ): Promise<{ bookingId: number; holdRanOut: boolean } | null> {
      const [row] = rowsOf<{ id: number; ran_out: boolean }>(
        await tx.execute(sql`
        select ${bookings.id} as id, (${bookings.status} = 'pending' and ${bookings.holdExpiresAt} <= ${now.toISOString()}::timestamptz) as ran_out
        from ${bookings} join ${mktRewards} on ${mktRewards.bookingId} = ${bookings.id}
        where ${mktRewards.id} = ${rewardId}
        for update of ${bookings}`),
      );
      return row ? { bookingId: row.id, holdRanOut: row.ran_out === true } : null;
    },

    /**
     * book_now takes the reward for its booking, in its transaction: only when no booking holds or
     * used it (a hold that ended unpaid gives it back). The condition reads the booking that has it
     * positively, so a concurrent book_now that took it first (not yet visible) blocks this update
     * on the row and then finds booking_id set: false, and the second booking is refused.
     */
    async takeMktReward(tx: Db, row: { rewardId: number; userId: number; bookingId: number }): Promise<boolean> {
      const taken = rowsOf(
        await tx.execute(sql`
        update ${mktRewards} set booking_id = ${row.bookingId}
        where id = ${row.rewardId} and user_id = ${row.userId}
          and (booking_id is null or exists (select 1 from ${bookings} b where b.id = ${mktRewards.bookingId} and b.status = 'cancelled' and b.cancel_reason in ('released', 'hold_expired')))
        returning id`),
      );
      return taken.length > 0;
    },

    /** the reward a booking has (a change of dates prices it again for the new stay), or null */
    async mktRewardOfBooking(bookingId: number, rewardId: number): Promise<MktRewardRow | null> {
      const [row] = await db
        .select()
        .from(mktRewards)
        .where(and(eq(mktRewards.id, rewardId), eq(mktRewards.bookingId, bookingId)));
      return row ? localTitle(row) : null;
    },

    async insertMktRewards(rows: (typeof mktRewards.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(mktRewards).values(rows);
    },

    async recordRedemption(
      tx: Db,
      row: { promoId: number; bookingId: number; userId: number | null; email: string; discountMinor: number },
    ): Promise<void> {
      await tx.insert(promoRedemptions).values(row);
    },

    /** the add-ons of a country, in a currency */
    /** the add-ons of a country, in a currency; names (and their menus') in the answer's language where translated */
    async addOns(country: string, currency: string): Promise<AddOnRow[]> {
      const rows = await db
        .select()
        .from(addOns)
        .where(and(eq(addOns.country, country), eq(addOns.currency, currency)))
        .orderBy(addOns.subCategory, addOns.id);
      return rows.map((row) => ({
        ...row,
        name: translated({ name: row.name }, row.translations).name,
        menuList: row.menuList.map((item) => ({
          ...item,
          name: translated({ name: item.name }, item.translations).name,
        })),
      }));
    },

    async insertPromos(rows: (typeof promoCodes.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(promoCodes).values(rows).onConflictDoNothing();
    },

    async insertAddOns(
      rows: {
        country: string;
        type: string;
        name: string;
        subCategory: number;
        currency: string;
        priceMinor: number;
        catalogueEnable: boolean;
        menuList: AddOnMenuItem[];
      }[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(addOns).values(rows).onConflictDoNothing();
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
