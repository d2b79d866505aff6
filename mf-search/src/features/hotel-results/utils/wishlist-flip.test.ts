import type { HotelCard, HotelsList } from '@rednest/shared/contracts';
import { flipWishlisted } from './wishlist-flip';

const hotel = (id: number, is_wishlisted = false) => ({ id, slug: `h-${id}`, is_wishlisted }) as HotelCard;
const page = (hotels: HotelCard[], wishlist_count: number | null = 3) => ({ hotels, wishlist_count }) as HotelsList;

describe('wishlist flip on the listing (spec §4)', () => {
  it('flips the hotel and moves the stored count by one', () => {
    const data = { pages: [page([hotel(1), hotel(2)]), page([hotel(3)])], pageParams: [1, 2] };
    const added = flipWishlisted(data, 2, true)!;
    expect(added.pages[0]!.hotels[1]!.is_wishlisted).toBe(true);
    expect(added.pages.map((p) => p.wishlist_count)).toEqual([4, 4]);
    const removed = flipWishlisted(added, 2, false)!;
    expect(removed.pages[0]!.hotels[1]!.is_wishlisted).toBe(false);
    expect(removed.pages.map((p) => p.wishlist_count)).toEqual([3, 3]);
  });

  it('leaves a listing without the hotel, or already in that state, untouched', () => {
    const data = { pages: [page([hotel(1, true)])], pageParams: [1] };
    expect(flipWishlisted(data, 9, true)).toBe(data);
    expect(flipWishlisted(data, 1, true)).toBe(data);
    expect(flipWishlisted(undefined, 1, true)).toBeUndefined();
  });

  it('never counts below zero and leaves a guest listing without a count', () => {
    expect(
      flipWishlisted({ pages: [page([hotel(1, true)], 0)], pageParams: [1] }, 1, false)!.pages[0]!.wishlist_count,
    ).toBe(0);
    expect(
      flipWishlisted({ pages: [page([hotel(1)], null)], pageParams: [1] }, 1, true)!.pages[0]!.wishlist_count,
    ).toBeNull();
  });
});
