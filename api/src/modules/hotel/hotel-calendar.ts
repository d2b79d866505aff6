/** The range calendar: each day of a month, the lowest all-in price of one night from that day. */
import type { PriceCalendar } from '@rednest/shared/contracts';
import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import { dayjs } from '@rednest/shared/format';
import { PROPERTY_TYPES, isOneOf } from '@rednest/shared/contracts';
import { badRequest } from '../../errors.ts';
import { hotelToday } from '../search/search.service.ts';
import { type HotelBasics, type HotelServiceDeps } from './hotel-basics.ts';

export function createHotelCalendar(deps: HotelServiceDeps, basics: HotelBasics) {
  const { repo, search, now } = deps;
  const { property, occupancy } = basics;

  return {
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
