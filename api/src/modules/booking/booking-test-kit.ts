/** Test helper of the booking route tests: a bookable room in the seeded catalogue. */
import type { PriceAvailability } from '@rednest/shared/contracts/dto';
import type { CatalogTestApp } from '../../../test/catalog-test-kit.ts';

export interface RoomPick {
  hotel: string;
  room_type_id: number;
  rate_plan_id: number;
}

/** The first Jakarta hotel with a room on sale for `stay`, with its cheapest room and plan. */
export async function pickBookableRoom(
  kit: CatalogTestApp,
  stay: Record<string, string | number>,
): Promise<RoomPick | undefined> {
  const list = (await kit.get('hotelsList', { location: 'cit-jakarta', ...stay })).json() as {
    hotels: { slug: string }[];
  };
  for (const h of list.hotels) {
    const query = new URLSearchParams(Object.entries(stay).map(([k, v]): [string, string] => [k, String(v)]));
    const price = (
      await kit.app.inject({
        method: 'GET',
        url: `${kit.path('hotelPriceAvailability').replace(':id', h.slug)}?${query}`,
        headers: { authorization: `Bearer ${await kit.guestToken()}` },
      })
    ).json() as PriceAvailability;
    if (price.cheapest)
      return { hotel: h.slug, room_type_id: price.cheapest.room_type_id, rate_plan_id: price.cheapest.rate_plan_id };
  }
  return undefined;
}
