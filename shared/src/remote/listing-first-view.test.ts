import { listingFirstViewQuery } from './listing-first-view';

// 20:30 UTC on 10 March is already 11 March in Jakarta and Bangkok
const now = new Date('2026-03-10T20:30:00Z');

describe('listingFirstViewQuery: the listing search the edge can ask before any script', () => {
  it("a place alone: the site country's today and tomorrow, 1 room and 2 guests, the default sort", () => {
    expect(listingFirstViewQuery('/en-id/search', 'location=cit-jakarta', now)).toEqual({
      locale: 'en-id',
      query: {
        location: 'cit-jakarta',
        check_in_date: '11-03-2026',
        check_out_date: '12-03-2026',
        rooms: 1,
        guest: 2,
        sort_by: 'popular',
        order_by: 'desc',
      },
    });
  });

  it('a place page, the stay and the party as the URL says them (spec §5 rules)', () => {
    expect(
      listingFirstViewQuery(
        '/th-th/list-hotels/cit-bangkok',
        'check_in_date=20-03-2026&check_out_date=23-03-2026&rooms=2&guest=3&name=Bangkok',
        now,
      )?.query,
    ).toEqual({
      location: 'cit-bangkok',
      check_in_date: '20-03-2026',
      check_out_date: '23-03-2026',
      rooms: 2,
      guest: 3,
      sort_by: 'popular',
      order_by: 'desc',
    });
    // a past stay moves to today; broken counts fall back together
    expect(
      listingFirstViewQuery('/en-sg/search', 'location=cit-singapore&check_in_date=01-01-2020&rooms=x&guest=4', now)
        ?.query,
    ).toMatchObject({
      check_in_date: '11-03-2026',
      check_out_date: '12-03-2026',
      rooms: 1,
      guest: 2,
    });
  });

  it('nothing when the first result depends on what only the browser knows, or the page is no listing', () => {
    for (const [path, search] of [
      ['/en-id/search', 'location=cit-jakarta&sort_by=price'],
      ['/en-id/search', 'location=cit-jakarta&facilities=wifi'],
      ['/en-id/search', 'location=cit-jakarta&property_type=residence'],
      ['/en-id/search', 'google_query=jakarta'],
      ['/en-id/search', ''],
      ['/en-id/search', 'location=../x'],
      ['/xx-yy/search', 'location=cit-jakarta'],
      ['/en-id/hotel/x', ''],
      ['/en-id/list-hotels', ''],
      ['/en-id/list-hotels/a/b', ''],
    ]) {
      expect(listingFirstViewQuery(path!, search!, now)).toBeNull();
    }
  });
});
