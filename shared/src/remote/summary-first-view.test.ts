import { summaryChoiceOf, summaryFirstView } from './summary-first-view';

// 20:30 UTC on 10 March is already 11 March in Jakarta
const now = new Date('2026-03-10T20:30:00Z');
const CHOICE = 'hotel=rumah-kelapa&room_type_id=114&rate_plan_id=227';

describe('summaryFirstView: the booking summary calls the edge can ask before any script', () => {
  it("the choice and the stay as the URL says them; no dates: the site country's today and tomorrow", () => {
    expect(
      summaryFirstView(
        '/en-id/bookingsummary',
        `${CHOICE}&check_in_date=20-03-2026&check_out_date=22-03-2026&rooms=1&guest=2`,
        now,
      ),
    ).toEqual({
      locale: 'en-id',
      choice: { hotel: 'rumah-kelapa', roomTypeId: 114, ratePlanId: 227 },
      stay: { check_in_date: '20-03-2026', check_out_date: '22-03-2026', rooms: 1, guest: 2 },
    });
    expect(summaryFirstView('/en-id/bookingsummary', CHOICE, now)?.stay).toEqual({
      check_in_date: '11-03-2026',
      check_out_date: '12-03-2026',
      rooms: 1,
      guest: 2,
    });
  });

  it('nothing for another page, a broken choice or a parameter the first view does not read', () => {
    expect(summaryFirstView('/en-id/hotel/rumah-kelapa', CHOICE, now)).toBeNull();
    expect(summaryFirstView('/xx-yy/bookingsummary', CHOICE, now)).toBeNull();
    expect(
      summaryFirstView('/en-id/bookingsummary', 'hotel=rumah-kelapa&room_type_id=0&rate_plan_id=227', now),
    ).toBeNull();
    expect(summaryFirstView('/en-id/bookingsummary', `${CHOICE}&site=corporate`, now)).toBeNull();
  });

  it('reads the choice as the page does', () => {
    expect(summaryChoiceOf(new URLSearchParams(CHOICE))).toEqual({
      hotel: 'rumah-kelapa',
      roomTypeId: 114,
      ratePlanId: 227,
    });
    expect(summaryChoiceOf(new URLSearchParams('hotel=-bad&room_type_id=1&rate_plan_id=2'))).toBeNull();
    expect(summaryChoiceOf(new URLSearchParams('hotel=a&room_type_id=1'))).toBeNull();
  });
});
