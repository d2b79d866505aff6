/**
 * The all-in price of a stay per room and plan, with other dates when sold out, and one plan's
 * price: the property's rooms and nights, the stay dates rule and pricing.ts's priceStay, nothing
 * of the search service, so booking can be given these prices without the hotel page or the listing.
 */
import type { PriceAvailability, PriceAvailabilityQuery } from '@rednest/shared/contracts';
import { CURRENCIES, type CurrencyCode } from '@rednest/shared/contracts/locales';
import { RESIDENCE_MIN_NIGHTS, dayjs, isoToStayDate } from '@rednest/shared/format';
import { badRequest } from '../../errors.ts';
import { memberShare, perNight, priceStay } from '../pricing/pricing.ts';
import { createStayDates } from '../search/stay-dates.ts';
import { cancellationPolicy, createHotelBasics, type HotelBasics, type HotelServiceDeps } from './hotel-basics.ts';

/** sold out: other check-in days of the same stay length, this many days either side */
const SUGGESTION_WINDOW_DAYS = 14;
const SUGGESTIONS = 3;

export function createHotelPrices(deps: Pick<HotelServiceDeps, 'repo' | 'now'>, basics: HotelBasics) {
  const { repo } = deps;
  const { checkStayDates } = createStayDates(deps.now);
  const { property, ratesOf, occupancy } = basics;

  return {
    async priceAvailability(idOrSlug: string, query: PriceAvailabilityQuery): Promise<PriceAvailability> {
      const p = await property(idOrSlug);
      const { checkIn, checkOut, nights, today } = checkStayDates(
        query.check_in_date,
        query.check_out_date,
        p.timezone,
      );
      if (p.propertyType === 'residence' && nights < RESIDENCE_MIN_NIGHTS) {
        throw badRequest('STAY_TOO_SHORT', `Residences are booked for at least ${RESIDENCE_MIN_NIGHTS} nights.`, [
          { field: 'check_out_date', message: `must be at least ${RESIDENCE_MIN_NIGHTS} nights after check-in` },
        ]);
      }
      const { rooms, guests } = occupancy(query);
      const rates = ratesOf(p, today);
      const [roomRecords, stay] = await Promise.all([repo.rooms(p.id), repo.stayNights(p.id, checkIn, checkOut)]);
      const roomPrices = roomRecords.map((room) => {
        const nightsRow = stay.find((s) => s.roomTypeId === room.id);
        const fits = room.maxGuests * rooms >= guests;
        const onSale = !!nightsRow && nightsRow.nights === nights;
        const available = onSale ? nightsRow.freeRooms : 0;
        const soldOut = !onSale || available < rooms;
        const plans =
          fits && !soldOut
            ? room.plans.map((plan) => {
                const price = priceStay(
                  {
                    roomChargeMinor: (nightsRow!.priceSum + plan.priceModifierMinor * nights) * rooms,
                    rackChargeMinor: (nightsRow!.rackSum + plan.priceModifierMinor * nights) * rooms,
                    nights,
                  },
                  rates,
                );
                return {
                  rate_plan_id: plan.id,
                  code: plan.code,
                  name: plan.name,
                  lang: plan.lang,
                  includes_breakfast: plan.includesBreakfast,
                  refundable: plan.refundable,
                  cancellation_policy: cancellationPolicy(plan),
                  total_tarrif: price.total,
                  per_night: price.per_night,
                  club_total_tarrif: price.total - memberShare(price.total),
                  club_per_night: perNight(price.total - memberShare(price.total), nights),
                  rack_rate: price.rack_total,
                  room_charge: price.room_charge,
                  discount: price.discount,
                  service_charge: price.service_charge,
                  taxes: price.taxes,
                };
              })
            : [];
        return {
          room_type_id: room.id,
          name: room.name,
          lang: room.lang,
          max_guests: room.maxGuests,
          available_rooms: available,
          fits,
          sold_out: soldOut,
          plans,
        };
      });
      let cheapest: PriceAvailability['cheapest'] = null;
      for (const room of roomPrices) {
        for (const plan of room.plans) {
          if (!cheapest || plan.total_tarrif < cheapest.total_tarrif)
            cheapest = {
              room_type_id: room.room_type_id,
              rate_plan_id: plan.rate_plan_id,
              total_tarrif: plan.total_tarrif,
              per_night: plan.per_night,
            };
        }
      }
      const soldOut = cheapest === null;
      let suggested: PriceAvailability['suggested_dates'] = [];
      if (soldOut) {
        const from = dayjs(checkIn).subtract(SUGGESTION_WINDOW_DAYS, 'day').format('YYYY-MM-DD');
        const starts = await repo.fittingStarts({
          propertyId: p.id,
          from: from < today ? today : from,
          to: dayjs(checkIn).add(SUGGESTION_WINDOW_DAYS, 'day').format('YYYY-MM-DD'),
          nights,
          rooms,
          guests,
        });
        suggested = starts
          .filter((s) => s.start !== checkIn)
          .sort(
            (a, b) =>
              Math.abs(dayjs(a.start).diff(checkIn, 'day')) - Math.abs(dayjs(b.start).diff(checkIn, 'day')) ||
              a.start.localeCompare(b.start),
          )
          .slice(0, SUGGESTIONS)
          .map((s) => {
            const price = priceStay(
              { roomChargeMinor: s.priceSum * rooms, rackChargeMinor: s.rackSum * rooms, nights },
              rates,
            );
            return {
              check_in_date: isoToStayDate(s.start),
              check_out_date: isoToStayDate(dayjs(s.start).add(nights, 'day').format('YYYY-MM-DD')),
              total_tarrif: price.total,
              per_night: price.per_night,
            };
          });
      }
      const currency = p.currency as CurrencyCode;
      return {
        property_id: p.id,
        slug: p.slug,
        check_in_date: isoToStayDate(checkIn),
        check_out_date: isoToStayDate(checkOut),
        no_of_nights: nights,
        rooms,
        guest: guests,
        currency,
        currency_symbol: CURRENCIES[currency].symbol,
        prices_include_taxes_and_fees: true,
        sold_out: soldOut,
        room_prices: roomPrices,
        cheapest,
        suggested_dates: suggested,
      };
    },

    /**
     * One room type and rate plan for a stay, priced like priceAvailability prices it (the same
     * priceStay and deal rule), whether or not rooms are free: a booking changing its dates still
     * holds its own nights, so it checks availability itself when it takes the new ones.
     * Null when some night is not on sale or the plan is not this room's.
     */
    async planPrice(
      idOrSlug: string,
      choice: {
        roomTypeId: number;
        ratePlanId: number;
        check_in_date: string;
        check_out_date: string;
        rooms: number;
        guest: number;
      },
    ) {
      const p = await property(idOrSlug);
      const { checkIn, checkOut, nights, today } = checkStayDates(
        choice.check_in_date,
        choice.check_out_date,
        p.timezone,
      );
      if (p.propertyType === 'residence' && nights < RESIDENCE_MIN_NIGHTS) {
        throw badRequest('STAY_TOO_SHORT', `Residences are booked for at least ${RESIDENCE_MIN_NIGHTS} nights.`, [
          { field: 'check_out_date', message: `must be at least ${RESIDENCE_MIN_NIGHTS} nights after check-in` },
        ]);
      }
      const { rooms } = occupancy(choice);
      const [roomRecords, stay] = await Promise.all([repo.rooms(p.id), repo.stayNights(p.id, checkIn, checkOut)]);
      const plan = roomRecords.find((r) => r.id === choice.roomTypeId)?.plans.find((pl) => pl.id === choice.ratePlanId);
      const nightsRow = stay.find((s) => s.roomTypeId === choice.roomTypeId);
      if (!plan || !nightsRow || nightsRow.nights !== nights) return null;
      const price = priceStay(
        {
          roomChargeMinor: (nightsRow.priceSum + plan.priceModifierMinor * nights) * rooms,
          rackChargeMinor: (nightsRow.rackSum + plan.priceModifierMinor * nights) * rooms,
          nights,
        },
        ratesOf(p, today),
      );
      return {
        checkIn,
        checkOut,
        nights,
        currency: p.currency,
        total_tarrif: price.total,
        room_charge: price.room_charge,
        discount: price.discount,
        service_charge: price.service_charge,
        taxes: price.taxes,
      };
    },
  };
}

/** A stay's prices built on their own (the property lookup included), for a module that needs only them. */
export const createStayPrices = (deps: Pick<HotelServiceDeps, 'repo' | 'now'>) =>
  createHotelPrices(deps, createHotelBasics(deps));
export type StayPrices = ReturnType<typeof createStayPrices>;
