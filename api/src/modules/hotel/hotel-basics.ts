/** What every hotel answer starts from: the property, its rates today, the occupancy asked for. */
import type { CancellationPolicy } from '@rednest/shared/contracts';
import { DEFAULT_GUESTS, DEFAULT_ROOMS } from '@rednest/shared/format';
import { cancellationRule } from '@rednest/shared/format/cancellation';
import { badRequest, notFound } from '../../errors.ts';
import { type PriceRates } from '../pricing/pricing.ts';
import { type SearchService } from '../search/search.service.ts';
import type { HotelRepository, PropertyRecord, RoomRecord } from './hotel.repository.ts';

export interface HotelServiceDeps {
  repo: HotelRepository;
  search: SearchService;
  now: () => Date;
  apiBasePath: string;
}

/** a plan's policy; its `summary` is the shared rule's English words, as every page and mail writes it */
export function cancellationPolicy(plan: RoomRecord['plans'][number]): CancellationPolicy {
  const rule =
    !plan.refundable || plan.freeCancellationHours <= 0
      ? { refundable: false, free_until_hours_before_check_in: null, fee_percent: 100 }
      : {
          refundable: true,
          free_until_hours_before_check_in: plan.freeCancellationHours,
          fee_percent: plan.cancellationFeePercent,
        };
  return { ...rule, summary: cancellationRule(rule, 'en') };
}

export function createHotelBasics(deps: Pick<HotelServiceDeps, 'repo'>) {
  const { repo } = deps;

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

  return { property, ratesOf, occupancy };
}
export type HotelBasics = ReturnType<typeof createHotelBasics>;
