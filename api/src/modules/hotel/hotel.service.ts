/**
 * Hotel details: the property page, the all-in price of a stay per room and plan with
 * other dates when sold out, reviews, recommendations, ratings and the price calendar. Prices come
 * from pricing.ts's priceStay, the function the listing uses, so a stay costs the same on both.
 */
import type {
  CancellationPolicy,
  HotelDetails,
  PriceAvailability,
  PriceAvailabilityQuery,
  PriceCalendar,
  Ratings,
  Recommended,
  Reviews,
} from '@rednest/shared/contracts';
import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import {
  DEFAULT_GUESTS,
  DEFAULT_ROOMS,
  PAGE_SIZE,
  RESIDENCE_MIN_NIGHTS,
  dayjs,
  isoToStayDate,
  stayDateToIso,
} from '@rednest/shared/format';
import { PROPERTY_TYPES, isOneOf } from '@rednest/shared/contracts';
import { badRequest, notFound } from '../../errors.ts';
import { propertyPictureUrl } from '../images/images.service.ts';
import { priceStay, type PriceRates } from '../pricing/pricing.ts';
import { hotelToday, listingMetaTag, type SearchService } from '../search/search.service.ts';
import { NO_FILTERS } from '../search/stay-query.repository.ts';
import type { HotelRepository, PropertyRecord, RoomRecord } from './hotel.repository.ts';

/** sold out: other check-in days of the same stay length, this many days either side */
const SUGGESTION_WINDOW_DAYS = 14;
const SUGGESTIONS = 3;
const MAX_RATING_IDS = 50;

export function cancellationPolicy(plan: RoomRecord['plans'][number]): CancellationPolicy {
  if (!plan.refundable || plan.freeCancellationHours <= 0) {
    return {
      refundable: false,
      free_until_hours_before_check_in: null,
      fee_percent: 100,
      summary: 'Non-refundable: the whole stay is charged if you cancel or do not show up.',
    };
  }
  return {
    refundable: true,
    free_until_hours_before_check_in: plan.freeCancellationHours,
    fee_percent: plan.cancellationFeePercent,
    summary: `Free cancellation until ${plan.freeCancellationHours} hours before check-in; after that ${plan.cancellationFeePercent}% of the stay is charged.`,
  };
}

export function createHotelService(deps: {
  repo: HotelRepository;
  search: SearchService;
  now: () => Date;
  apiBasePath: string;
}) {
  const { repo, search, now } = deps;

  async function property(idOrSlug: string): Promise<PropertyRecord> {
    const found = await repo.findProperty(idOrSlug);
    if (!found) throw notFound('HOTEL_NOT_FOUND', `We could not find the property "${idOrSlug.slice(0, 80)}".`);
    return found;
  }

  /** the deal discount that applies to a booking made today at the hotel (the listing's rule) */
  function ratesOf(p: PropertyRecord, today: string): PriceRates {
    const running = p.deal && p.deal.startsOn <= today && today <= p.deal.endsOn;
    return { serviceBp: p.serviceBp, taxBp: p.taxBp, discountPercent: running ? p.deal!.discountPercent : 0 };
  }

  function occupancy(query: { rooms?: number; guest?: number }) {
    const rooms = query.rooms && query.rooms > 0 ? query.rooms : DEFAULT_ROOMS;
    const guests = query.guest && query.guest > 0 ? query.guest : DEFAULT_GUESTS;
    if (guests < rooms)
      throw badRequest('INVALID_GUESTS', 'Each room needs at least one guest.', [
        { field: 'guest', message: `must be at least ${rooms}` },
      ]);
    return { rooms, guests };
  }

  return {
    async details(idOrSlug: string, userId: number | null): Promise<HotelDetails> {
      const p = await property(idOrSlug);
      const today = hotelToday(p.timezone, now());
      const rooms = await repo.rooms(p.id);
      const pictures = Array.from({ length: p.pictureCount }, (_, i) => i + 1).map((n) => ({
        n,
        url: propertyPictureUrl(deps.apiBasePath, p.id, n),
        caption: n % 2 === 1 ? `${p.name}` : 'Room',
      }));
      const rates = ratesOf(p, today);
      const currency = p.currency as CurrencyCode;
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        property_code: p.propertyCode,
        property_type: p.propertyType,
        property_category: p.category,
        description: p.description,
        street1: p.street1,
        street2: p.street2,
        zip_code: p.zipCode,
        area: p.areaName,
        city: p.cityName,
        city_slug: p.citySlug,
        state: p.provinceName,
        country: COUNTRIES[p.country as CountryCode].name,
        country_code: p.country,
        lat: p.lat,
        lng: p.lng,
        timezone: p.timezone,
        check_in_time: p.checkInTime,
        check_out_time: p.checkOutTime,
        facilities: p.facilities,
        ideal_for: p.idealFor,
        location_tags: p.locationTags,
        add_on_types: p.addOnTypes,
        rating: p.rating,
        review_count: p.reviewCount,
        brand: p.brand,
        top_property: p.topProperty,
        currency,
        currency_symbol: CURRENCIES[currency].symbol,
        lead_picture: propertyPictureUrl(deps.apiBasePath, p.id),
        // odd pictures show the building, even ones a room (images.service.ts)
        gallery_pictures: [
          { tab_name: 'all', values: pictures.map(({ url, caption }) => ({ url, caption })) },
          {
            tab_name: 'property',
            values: pictures.filter((x) => x.n % 2 === 1).map(({ url, caption }) => ({ url, caption })),
          },
          {
            tab_name: 'rooms',
            values: pictures.filter((x) => x.n % 2 === 0).map(({ url, caption }) => ({ url, caption })),
          },
        ],
        policies: {
          accepted_ids: p.acceptedIds,
          couple_friendly: p.coupleFriendly,
          children_free_under_age: p.childrenFreeUnderAge,
          deposit: p.depositMinor,
          pay_at_hotel: p.payAtHotel,
          syariah: p.syariah,
        },
        charges: {
          service_percent: p.serviceBp / 100,
          tax_percent: p.taxBp / 100,
          prices_include_taxes_and_fees: true,
        },
        deal:
          rates.discountPercent > 0 && p.deal
            ? {
                id: p.deal.id,
                slug: p.deal.slug,
                title: p.deal.title,
                discount_percent: p.deal.discountPercent,
                ends_on: p.deal.endsOn,
              }
            : null,
        rooms: rooms.map((room, i) => ({
          id: room.id,
          name: room.name,
          max_guests: room.maxGuests,
          total_rooms: room.totalRooms,
          picture: propertyPictureUrl(
            deps.apiBasePath,
            p.id,
            Math.min(p.pictureCount - (p.pictureCount % 2), 2 * (i + 1)) || 1,
          ),
          rate_plans: room.plans.map((plan) => ({
            id: plan.id,
            code: plan.code,
            name: plan.name,
            includes_breakfast: plan.includesBreakfast,
            refundable: plan.refundable,
            supplement_per_night: plan.priceModifierMinor,
            cancellation_policy: cancellationPolicy(plan),
          })),
        })),
        is_wishlisted: userId === null ? false : await repo.isWishlisted(userId, p.id),
        meta_tag: {
          ...listingMetaTag(p.cityName, 'city', 1),
          title: `${p.name}, ${p.cityName} | RedNest`,
          description: `${p.name} in ${p.areaName}, ${p.cityName}: rated ${p.rating}/5 by ${p.reviewCount} guests. Prices include taxes and fees.`,
          keywords: [p.name, `hotel ${p.areaName}`, `hotel ${p.cityName}`, 'RedNest'].join(', ').toLowerCase(),
          listing_template: 'hotel',
        },
      };
    },

    async priceAvailability(idOrSlug: string, query: PriceAvailabilityQuery): Promise<PriceAvailability> {
      const p = await property(idOrSlug);
      const { checkIn, checkOut, nights, today } = search.checkStayDates(
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
                  includes_breakfast: plan.includesBreakfast,
                  refundable: plan.refundable,
                  cancellation_policy: cancellationPolicy(plan),
                  total_tarrif: price.total,
                  per_night: price.per_night,
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
      const { checkIn, checkOut, nights, today } = search.checkStayDates(
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

    async reviews(idOrSlug: string, query: { page?: number; per_page?: number }): Promise<Reviews> {
      const p = await property(idOrSlug);
      const perPage = query.per_page ?? PAGE_SIZE;
      const page = query.page ?? 1;
      const totalPages = Math.ceil(p.reviewCount / perPage);
      const rows =
        (page - 1) * perPage >= p.reviewCount ? [] : await repo.reviewsPage(p.id, perPage, (page - 1) * perPage);
      return {
        property_id: p.id,
        rating: p.rating,
        review_count: p.reviewCount,
        rating_breakdown: await repo.ratingBreakdown(p.id),
        reviews: rows.map((r) => ({
          id: r.id,
          author_name: r.authorName,
          rating: r.rating,
          traveller_type: r.travellerType,
          comment: r.comment,
          stayed_on: r.stayedOn,
          created_at: r.createdAt.toISOString(),
        })),
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
      };
    },

    /** other available properties of the same city, the listing's cards (same prices), most popular first */
    async recommended(
      query: {
        hotel: string;
        check_in_date?: string;
        check_out_date?: string;
        rooms?: number;
        guest?: number;
        limit?: number;
      },
      userId: number | null,
    ): Promise<Recommended> {
      const p = await property(query.hotel);
      const today = hotelToday(p.timezone, now());
      const checkInIso = query.check_in_date?.trim() ? stayDateToIso(query.check_in_date.trim()) : today;
      if (!checkInIso)
        throw badRequest('INVALID_DATES', 'Please choose a valid check-in date (DD-MM-YYYY).', [
          { field: 'check_in_date', message: 'must be a date as DD-MM-YYYY' },
        ]);
      const checkInText = isoToStayDate(checkInIso);
      const checkOutText =
        query.check_out_date?.trim() || isoToStayDate(dayjs(checkInIso).add(1, 'day').format('YYYY-MM-DD'));
      const stay = await search.resolveStay(
        {
          location: p.citySlug,
          check_in_date: checkInText,
          check_out_date: checkOutText,
          rooms: query.rooms,
          guest: query.guest,
          per_page: (query.limit ?? 6) + 1,
        },
        userId,
      );
      const params = { ...stay.params, filters: NO_FILTERS, price: null };
      const rows = await search.searchRows(params);
      return {
        hotels: rows
          .filter((row) => row.id !== p.id)
          .slice(0, query.limit ?? 6)
          .map((row) => search.toCard(row, params.nights)),
      };
    },

    async ratings(idsText: string): Promise<Ratings> {
      const keys = [
        ...new Set(
          idsText
            .split(',')
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      if (!keys.length)
        throw badRequest('INVALID_IDS', 'Give at least one property id or slug.', [
          { field: 'ids', message: 'is empty' },
        ]);
      if (keys.length > MAX_RATING_IDS)
        throw badRequest('TOO_MANY_IDS', `Ask for at most ${MAX_RATING_IDS} properties at once.`, [
          { field: 'ids', message: `has more than ${MAX_RATING_IDS} values` },
        ]);
      const ids = keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
      const slugs = keys.filter((k) => !/^\d{1,9}$/.test(k));
      const rows = await repo.ratings(ids, slugs);
      return {
        ratings: rows.map((r) => ({ id: r.id, slug: r.slug, rating: Number(r.rating), review_count: r.reviewCount })),
      };
    },

    /** the range calendar's prices: each day of a month, the lowest all-in price of one night from that day */
    async priceCalendar(query: {
      month: string;
      location?: string;
      hotel?: string;
      rooms?: number;
      guest?: number;
      property_type?: string;
    }): Promise<PriceCalendar> {
      const month = query.month.trim();
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
        throw badRequest('INVALID_MONTH', 'Give the month as YYYY-MM.', [
          { field: 'month', message: 'must be YYYY-MM' },
        ]);
      const { rooms, guests } = occupancy(query);
      const propertyType = query.property_type?.trim().toLowerCase() || null;
      if (propertyType && !isOneOf(PROPERTY_TYPES, propertyType)) {
        throw badRequest('INVALID_PROPERTY_TYPE', `Unknown property type "${query.property_type}".`, [
          { field: 'property_type', message: `must be one of ${PROPERTY_TYPES.join(', ')}` },
        ]);
      }
      let scope: { areaId: number | null; propertyId: number | null; timezone: string; currency: CurrencyCode };
      if (query.hotel?.trim()) {
        const p = await property(query.hotel);
        scope = { areaId: null, propertyId: p.id, timezone: p.timezone, currency: p.currency as CurrencyCode };
      } else if (query.location?.trim()) {
        const index = await search.areaIndex();
        const area = index.bySlug.get(query.location.trim().toLowerCase());
        if (!area)
          throw badRequest('LOCATION_NOT_FOUND', `We could not find the place "${query.location.slice(0, 80)}".`, [
            { field: 'location', message: 'is not a known location slug' },
          ]);
        scope = {
          areaId: area.id,
          propertyId: null,
          timezone: area.timezone,
          currency: COUNTRIES[area.country as CountryCode].currency as CurrencyCode,
        };
      } else {
        throw badRequest('LOCATION_REQUIRED', 'Give a location or a hotel.', [
          { field: 'location', message: 'is required (or hotel)' },
        ]);
      }
      const today = hotelToday(scope.timezone, now());
      const first = `${month}-01`;
      const last = dayjs(first).endOf('month').format('YYYY-MM-DD');
      const horizon = dayjs(today).add(2, 'year').format('YYYY-MM-DD');
      if (last < today || first > horizon)
        throw badRequest('INVALID_MONTH', 'Choose a month between this one and two years ahead.', [
          { field: 'month', message: 'is outside the calendar' },
        ]);
      const lowest = await repo.lowestNightly({
        areaId: scope.areaId,
        propertyId: scope.propertyId,
        from: first < today ? today : first,
        to: last,
        rooms,
        guests,
        propertyType,
        // one hotel's calendar is its own whatever its type; a place's leaves residences (monthly stays) out unless asked for
        excludeResidences: !propertyType && scope.propertyId === null,
        today,
      });
      const days = Array.from({ length: dayjs(first).daysInMonth() }, (_, i) =>
        dayjs(first).add(i, 'day').format('YYYY-MM-DD'),
      );
      return {
        month,
        currency: scope.currency,
        currency_symbol: CURRENCIES[scope.currency].symbol,
        prices_include_taxes_and_fees: true,
        days: days.map((date) => ({ date, min_per_night: date < today ? null : (lowest.get(date) ?? null) })),
      };
    },
  };
}
