/**
 * The booking summary: the chosen room and plan priced by the server for the stay, then
 * ONE list of adjustments (add-ons, coupon; the club issue adds redcash, membership and points),
 * then the total book_now charges. Clients send what the guest picked, never an amount.
 */
import type {
  AddOnAvailability,
  BookingAdjustment,
  BookingSummary,
  CheckAvailabilityQuery,
  MktRewardList,
  MyRewards,
  StayChoiceQuery,
  SummaryBody,
  SummaryPromos,
} from '@rednest/shared/contracts';
import { bookingCode, stayDateToIso } from '@rednest/shared/format';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { StayPricing } from './stay-pricing.ts';
import type { MktRewardRow, PromoGuest, PromoRow, PromotionRepository } from './promotion.repository.ts';
import type { CorporateRepository } from './corporate.repository.ts';
import { corporateAvailability } from './corporate-availability.ts';
import { stayRewardPick } from './summary-stay-reward.ts';
import type { StayRewardCounts } from '../account/stay-reward.ts';
import {
  addOnAdjustment,
  corporateAdjustment,
  corporateNoVouchers,
  notCorporateClient,
  couponAdjustment,
  maxAddOnQuantity,
  mktRewardAdjustment,
  mktRewardNotFound,
  mktRewardOnStay,
  mktRewardStateRefusal,
  pointsAdjustment,
  pointsUsable,
  pointValue,
  promoDiscount,
  promoNotFound,
  promoRefusal,
  promoTerms,
  rewardTerms,
  redcashAdjustment,
  membershipAdjustment,
  clubDiscount,
  clubDiscountAdjustment,
  type ClubPlanOffer,
  redcashOtherCurrency,
  redcashUsable,
  voucherClash,
} from './summary.ts';

export const soldOut = () =>
  conflict(
    'ROOM_SOLD_OUT',
    'Sorry, this room has just been booked by someone else for some of your nights. Please choose another room or other dates.',
  );

/** the member's wallet as the summary needs it: its currency and what may be spent now (modules/ledger) */
export interface RedcashWallet {
  wallet(userId: number): Promise<{ currency: string; available: number }>;
}

export interface SummaryServiceDeps {
  pricing: StayPricing;
  /** members' redcash; without it no summary offers any */
  redcash?: RedcashWallet;
  /** the user's stay rewards counted from their bookings (modules/club); without it no summary offers one */
  stayRewards?: { counts(userId: number): Promise<StayRewardCounts> };
  /** members' points (modules/ledger); without it no summary offers any */
  points?: { balance(userId: number): Promise<number> };
  promos: PromotionRepository;
  /** corporate clients' negotiated amounts (the corporate site); without it no caller is one */
  corporate?: CorporateRepository;
  /** a club plan of the stay's country (modules/club), or null; without it no summary sells one */
  clubPlan?: (planId: number, country: string) => Promise<ClubPlanOffer | null>;
  /** whether the user holds a club membership today (modules/club); without it nobody is a member */
  isClubMember?: (userId: number) => Promise<boolean>;
  now: () => Date;
}

export interface PricedSummary {
  summary: BookingSummary;
  /** the coupon applied, for book_now to record its use */
  promo: PromoRow | null;
  /** the marketing reward applied, for book_now to take it for the booking */
  reward: MktRewardRow | null;
  plan: {
    rate_plan_id: number;
    cancellation_policy: Awaited<
      ReturnType<StayPricing['priceAvailability']>
    >['room_prices'][number]['plans'][number]['cancellation_policy'];
  };
  checkIn: string;
  checkOut: string;
  /** the property's country (promo rules) */
  country: string;
  /** rooms of the chosen type on sale for every night */
  availableRooms: number;
}

export function createSummaryService(deps: SummaryServiceDeps) {
  /** the room and plan of a stay as the server prices them now (the same function as search and the hotel page) */
  async function choose(choice: StayChoiceQuery) {
    const price = await deps.pricing.priceAvailability(choice.hotel, {
      check_in_date: choice.check_in_date,
      check_out_date: choice.check_out_date,
      rooms: choice.rooms,
      guest: choice.guest,
    });
    const room = price.room_prices.find((r) => r.room_type_id === choice.room_type_id);
    if (!room) throw notFound('ROOM_NOT_FOUND', 'This room is not offered by this property.');
    if (!room.fits)
      throw new AppError(
        'ROOM_TOO_SMALL',
        `This room sleeps ${room.max_guests} per room: choose more rooms or another room.`,
        400,
        [{ field: 'guest', message: `at most ${room.max_guests * choice.rooms}` }],
      );
    if (room.sold_out) throw soldOut();
    const plan = room.plans.find((pl) => pl.rate_plan_id === choice.rate_plan_id);
    if (!plan) throw notFound('RATE_PLAN_NOT_FOUND', 'This rate is not offered for this room.');
    const property = await deps.promos.property(price.property_id);
    if (!property) throw notFound('HOTEL_NOT_FOUND', 'We could not find this property.');
    return {
      price,
      room,
      plan,
      property,
      checkIn: stayDateToIso(price.check_in_date)!,
      checkOut: stayDateToIso(price.check_out_date)!,
    };
  }

  async function guestOf(userId: number | null, email: string | null): Promise<PromoGuest> {
    return { userId, email: email ?? (userId === null ? null : await deps.promos.userEmail(userId)) };
  }

  /** the add-ons this property sells for the stay's country and currency, by type */
  async function offered(chosen: Awaited<ReturnType<typeof choose>>) {
    const rows = await deps.promos.addOns(chosen.property.country, chosen.price.currency);
    return rows.filter((a) => chosen.property.addOnTypes.includes(a.type));
  }

  /** what the member's wallet holds and would pay of this stay; null for a guest or a wallet in another currency */
  async function redcashFor(userId: number | null, currency: string, stay: { stayTotal: number; left: number }) {
    if (userId === null || !deps.redcash) return null;
    const wallet = await deps.redcash.wallet(userId);
    if (wallet.currency !== currency) return null;
    return { currency, available: wallet.available, usable: redcashUsable(wallet.available, stay) };
  }

  const service = {
    choose,

    /**
     * The summary for a stay and the guest's picks. `email`: the address the booking is made with
     * (book_now), which per-user and new-user promo rules also count; without it a guest's code is
     * checked again at book_now.
     */
    async summarize(
      body: SummaryBody,
      caller: { userId: number | null; email?: string | null },
    ): Promise<PricedSummary> {
      const chosen = await choose(body);
      const { price, plan } = chosen;
      const adjustments: BookingAdjustment[] = [];
      /** what is left to pay of the stay after the adjustments so far */
      const left = () => plan.total_tarrif + adjustments.reduce((sum, a) => sum + a.amount, 0);

      if (body.add_ons && body.add_ons.length > 0) {
        const sells = await offered(chosen);
        const seen = new Set<string>();
        for (const pick of body.add_ons) {
          if (seen.has(pick.type))
            throw new AppError('ADD_ON_REPEATED', 'Each add-on can be chosen once; change its quantity instead.', 400, [
              { field: 'add_ons', message: `${pick.type} twice` },
            ]);
          seen.add(pick.type);
          const addOn = sells.find((a) => a.type === pick.type);
          if (!addOn)
            throw conflict(
              'ADD_ON_UNAVAILABLE',
              'This property does not offer this add-on for your stay. Remove it to continue.',
            );
          const max = maxAddOnQuantity(addOn, price);
          if (pick.quantity > max)
            throw new AppError('ADD_ON_QUANTITY', `${addOn.name}: at most ${max} for this stay.`, 400, [
              { field: 'add_ons', message: `at most ${max}` },
            ]);
          adjustments.push(
            addOnAdjustment(addOn, { checkIn: chosen.checkIn, nights: price.no_of_nights }, pick.quantity),
          );
        }
      }

      // one voucher per booking: a promo code or a marketing reward; a corporate rate takes none
      if (body.coupon_code && body.mkt_reward_id !== undefined) throw voucherClash();
      if (body.corporate && (body.coupon_code || body.mkt_reward_id !== undefined)) throw corporateNoVouchers();

      let promo: PromoRow | null = null;
      if (body.coupon_code) {
        promo = await deps.promos.promoByCode(body.coupon_code);
        if (!promo) throw promoNotFound();
        const guest = await guestOf(caller.userId, caller.email ?? null);
        const refusal = promoRefusal(promo, {
          now: deps.now(),
          country: chosen.property.country,
          currency: price.currency,
          stayTotal: plan.total_tarrif,
          hasPaidBooking:
            promo.newUserOnly && (guest.userId !== null || guest.email !== null)
              ? await deps.promos.hasPaidBooking(guest)
              : null,
          uses: await deps.promos.promoUses(promo.id, guest),
        });
        if (refusal) throw refusal;
        adjustments.push(couponAdjustment(promo, promoDiscount(promo, plan.total_tarrif)));
      }

      let reward: MktRewardRow | null = null;
      if (body.mkt_reward_id !== undefined) {
        // a guest has no rewards; another user's reads as unknown
        const now = deps.now();
        const found =
          caller.userId === null ? null : await deps.promos.mktReward(caller.userId, body.mkt_reward_id, now);
        if (!found) throw mktRewardNotFound();
        const onStay = mktRewardOnStay(found, { currency: price.currency, stayTotal: plan.total_tarrif });
        const refusal = mktRewardStateRefusal(found, now) ?? onStay.refusal;
        if (refusal) throw refusal;
        reward = found;
        adjustments.push(mktRewardAdjustment(found, onStay.discount));
      }

      if (body.corporate) {
        const terms =
          caller.userId === null ? null : ((await deps.corporate?.termsFor(caller.userId, price.property_id)) ?? null);
        if (!terms) throw notCorporateClient();
        adjustments.push(corporateAdjustment(terms, plan.total_tarrif));
      }

      // the club joined with this stay: its plan is checked here, charged after redcash and points
      // (they pay for stays, not for plans), and its member price applies to this stay already
      let clubPlan: ClubPlanOffer | null = null;
      if (body.club_plan_id !== undefined) {
        if (caller.userId === null) throw forbidden('CLUB_SIGN_IN', 'Sign in to join the club.');
        clubPlan = (await deps.clubPlan?.(body.club_plan_id, chosen.property.country)) ?? null;
        if (!clubPlan || clubPlan.currency !== price.currency)
          throw notFound('PLAN_NOT_FOUND', 'This club plan is not offered in the country of this stay.');
      }
      // a member's price, after the vouchers; a corporate rate is negotiated already and takes none
      const member =
        !body.corporate &&
        caller.userId !== null &&
        (clubPlan !== null || ((await deps.isClubMember?.(caller.userId)) ?? false));
      if (member) {
        const off = clubDiscount({ stayTotal: plan.total_tarrif, left: left() });
        if (off > 0) adjustments.push(clubDiscountAdjustment(off));
      }

      // the stay reward, after the member price: a percent of the stay up to its cap (stay-reward.ts)
      const stayReward = await stayRewardPick(deps.stayRewards, {
        userId: caller.userId,
        use: body.use_stay_reward === true,
        corporate: body.corporate === true,
        currency: price.currency,
        stayTotal: plan.total_tarrif,
        left: left(),
      });
      if (stayReward.line) adjustments.push(stayReward.line);

      // points, then redcash: each pays part of what is left, at most its own share of the stay
      const value = pointValue(price.currency);
      const points =
        caller.userId === null || !deps.points || value === null
          ? null
          : await deps.points.balance(caller.userId).then((available) => ({
              available,
              usable: pointsUsable(available, value, { stayTotal: plan.total_tarrif, left: left() }),
              point_value: value,
            }));
      if (body.use_points) {
        if (caller.userId === null) throw forbidden('POINTS_SIGN_IN', 'Sign in to pay with your points.');
        if (!points) throw conflict('POINTS_NO_VALUE', `Points cannot pay for stays priced in ${price.currency}.`);
        if (points.usable === 0)
          throw conflict(
            'POINTS_EMPTY',
            points.available === 0
              ? 'You have no points to use yet: you earn them with every night you complete.'
              : 'Your points are worth more than this stay allows: points pay at most part of a stay.',
          );
        adjustments.push(pointsAdjustment(points.usable, points.point_value));
      }

      const redcash = await redcashFor(caller.userId, price.currency, { stayTotal: plan.total_tarrif, left: left() });
      if (body.use_redcash) {
        if (caller.userId === null) throw forbidden('REDCASH_SIGN_IN', 'Sign in to pay with your redcash.');
        if (!redcash) throw redcashOtherCurrency(price.currency);
        if (redcash.usable === 0) throw conflict('REDCASH_EMPTY', 'You have no redcash to use on this stay.');
        adjustments.push(redcashAdjustment(redcash.usable));
      }

      if (clubPlan) adjustments.push(membershipAdjustment(clubPlan));

      const summary: BookingSummary = {
        property_id: price.property_id,
        slug: price.slug,
        room_type_id: chosen.room.room_type_id,
        rate_plan_id: plan.rate_plan_id,
        check_in_date: price.check_in_date,
        check_out_date: price.check_out_date,
        no_of_nights: price.no_of_nights,
        rooms: price.rooms,
        guest: price.guest,
        currency: price.currency,
        room_charge: plan.room_charge,
        discount: plan.discount,
        service_charge: plan.service_charge,
        taxes: plan.taxes,
        stay_total: plan.total_tarrif,
        adjustments,
        total: left(),
        coupon_code: promo?.code ?? null,
        mkt_reward_id: reward?.id ?? null,
        redcash,
        points,
        stay_reward: stayReward.view,
      };
      return {
        summary,
        promo,
        reward,
        plan,
        checkIn: chosen.checkIn,
        checkOut: chosen.checkOut,
        country: chosen.property.country,
        availableRooms: chosen.room.available_rooms,
      };
    },

    /**
     * book_now's last word on a coupon, inside its transaction with the code's row locked: uses
     * and first-booking are counted again, so two bookings cannot both take a code's last use.
     */
    async recheckCoupon(
      tx: Db,
      promo: PromoRow,
      ctx: { userId: number | null; email: string; country: string; currency: string; stayTotal: number },
    ): Promise<void> {
      await deps.promos.lockPromo(tx, promo.id);
      const guest = { userId: ctx.userId, email: ctx.email };
      const refusal = promoRefusal(promo, {
        now: deps.now(),
        country: ctx.country,
        currency: ctx.currency,
        stayTotal: ctx.stayTotal,
        hasPaidBooking: promo.newUserOnly ? await deps.promos.hasPaidBooking(guest, tx) : null,
        uses: await deps.promos.promoUses(promo.id, guest, tx),
      });
      if (refusal) throw refusal;
    },

    /** booking_summary_promos: the running codes on offer, with what each takes off this stay or why it does not apply */
    async promos(query: StayChoiceQuery, userId: number | null): Promise<SummaryPromos> {
      const chosen = await choose(query);
      const guest = await guestOf(userId, null);
      const stayTotal = chosen.plan.total_tarrif;
      const now = deps.now();
      const promos = [];
      for (const promo of await deps.promos.listedPromos(now)) {
        // a code for other countries or another currency is not offered here at all
        if (promo.countries.length > 0 && !promo.countries.includes(chosen.property.country)) continue;
        if (promo.currency !== null && promo.currency !== chosen.price.currency) continue;
        const refusal = promoRefusal(promo, {
          now,
          country: chosen.property.country,
          currency: chosen.price.currency,
          stayTotal,
          hasPaidBooking: promo.newUserOnly && guest.userId !== null ? await deps.promos.hasPaidBooking(guest) : null,
          uses: await deps.promos.promoUses(promo.id, guest),
        });
        promos.push({
          ...promoTerms(promo),
          discount: refusal ? 0 : promoDiscount(promo, stayTotal),
          unavailable_reason: refusal?.code ?? null,
        });
      }
      return { promos };
    },

    /** mkt_reward_list: the caller's rewards not used, held or expired, with what each takes off this stay or why not */
    async mktRewards(query: StayChoiceQuery, userId: number | null): Promise<MktRewardList> {
      if (userId === null) return { rewards: [] };
      const chosen = await choose(query);
      const now = deps.now();
      const stayTotal = chosen.plan.total_tarrif;
      const rewards = (await deps.promos.freeMktRewards(userId, now)).map((r) => {
        const onStay = mktRewardOnStay(r, { currency: chosen.price.currency, stayTotal });
        const refusal = mktRewardStateRefusal({ ...r, state: 'free' }, now) ?? onStay.refusal;
        return {
          ...rewardTerms(r),
          discount: refusal ? 0 : onStay.discount,
          unavailable_reason: refusal?.code ?? null,
        };
      });
      return { rewards };
    },

    /** my_rewards: every reward of the user, usable first (soonest to expire), then held, used, expired (newest first) */
    async myRewards(userId: number): Promise<MyRewards> {
      const now = deps.now();
      const order = { usable: 0, held: 1, used: 2, expired: 3 } as const;
      const rewards = (await deps.promos.allMktRewards(userId, now)).map((r) => {
        const state = r.state === 'free' ? (r.validUntil > now ? 'usable' : 'expired') : (r.state as 'held' | 'used');
        return {
          ...rewardTerms(r),
          state,
          booking_code: state === 'held' || state === 'used' ? bookingCode(r.bookingId!) : null,
        } as const;
      });
      rewards.sort((a, b) =>
        a.state !== b.state
          ? order[a.state] - order[b.state]
          : a.state === 'usable'
            ? a.valid_until.localeCompare(b.valid_until)
            : b.valid_until.localeCompare(a.valid_until),
      );
      return { rewards };
    },

    /** check_availability (corporate site, instead of book_now): see corporate-availability.ts */
    corporateAvailability: (query: CheckAvailabilityQuery, caller: { userId: number | null }) =>
      corporateAvailability((body, who) => service.summarize(body, who), deps.now, query, caller),

    /**
     * remove_membership: the summary as it is without the plan club_plan_id adds (priced again: its
     * member price goes with it unless the guest is a member already); 409 NO_MEMBERSHIP without one
     */
    async removeMembership(body: SummaryBody, caller: { userId: number | null }): Promise<BookingSummary> {
      if (body.club_plan_id === undefined)
        throw conflict('NO_MEMBERSHIP', 'This booking has no club membership to remove.');
      const { club_plan_id: _removed, ...rest } = body;
      return (await service.summarize(rest, caller)).summary;
    },

    /** add_user_red_loyalty: the summary with the caller's stay reward applied */
    async addStayReward(body: SummaryBody, caller: { userId: number | null }): Promise<BookingSummary> {
      return (await service.summarize({ ...body, use_stay_reward: true }, caller)).summary;
    },

    /** remove_user_red_loyalty: the summary without the stay reward; 409 NO_STAY_REWARD without one */
    async removeStayReward(body: SummaryBody, caller: { userId: number | null }): Promise<BookingSummary> {
      if (!body.use_stay_reward) throw conflict('NO_STAY_REWARD', 'This booking uses no stay reward to remove.');
      const { use_stay_reward: _removed, ...rest } = body;
      return (await service.summarize(rest, caller)).summary;
    },

    /** check_addon_availability: what the property sells for this stay, one unit's price and what is served when */
    async addOnAvailability(query: StayChoiceQuery): Promise<AddOnAvailability> {
      const chosen = await choose(query);
      const stay = { checkIn: chosen.checkIn, nights: chosen.price.no_of_nights };
      return {
        currency: chosen.price.currency,
        add_ons: (await offered(chosen)).map((a) => {
          const one = addOnAdjustment(a, stay, 1);
          return {
            type: a.type as AddOnAvailability['add_ons'][number]['type'],
            name: a.name,
            sub_category: a.subCategory,
            catalogue_enable: a.catalogueEnable,
            price: one.amount,
            max_quantity: maxAddOnQuantity(a, chosen.price),
            menu_list: a.menuList.map((m) => ({
              catalogue_code: m.catalogue_code,
              name: m.name,
              price: m.price_minor,
              best_seller: m.best_seller,
            })),
            entries: one.entries,
          };
        }),
      };
    },
  };
  return service;
}
export type SummaryService = ReturnType<typeof createSummaryService>;
