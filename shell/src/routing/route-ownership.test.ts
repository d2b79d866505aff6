import { REMOTE_NAMES } from '@rednest/shared/contracts';
import { ownerOfSegment, ROUTE_OWNERSHIP } from './route-ownership';

describe('route ownership (spec §2)', () => {
  it.each([
    ['', 'mf_search'],
    ['list-hotels', 'mf_search'],
    ['sitemap-indonesia', 'mf_search'],
    ['hotels-around-you', 'mf_search'],
    ['payment', 'mf_booking'],
    ['payments', 'mf_booking'],
    ['paymentInstruction', 'mf_booking'],
    ['my-bookings', 'mf_booking'],
    ['signIn', 'mf_account'],
    ['signUp', 'mf_account'],
    ['what-is-redcash', 'mf_club'],
    ['promocodes', 'mf_club'],
    ['promo-codes', 'mf_corporate'],
    ['reseller-landing', 'mf_corporate'],
    ['faq', 'mf_content'],
    ['hotelBlog', 'mf_content'],
    ['residenceBlog', 'mf_content'],
    ['blog', 'mf_content'],
  ])('%s → %s', (segment, owner) => {
    expect(ownerOfSegment(segment)).toBe(owner);
  });

  it('owns nothing else (catch-all goes home)', () => {
    expect(ownerOfSegment('Blog')).toBeNull();
    expect(ownerOfSegment('signin')).toBeNull(); // routes are case-sensitive like the product's
    expect(ownerOfSegment('air_asia')).toBeNull();
    expect(ownerOfSegment('%E0%A4%A')).toBeNull();
  });

  it('gives every page exactly one owner', () => {
    const seen = new Map<string, string>();
    for (const name of REMOTE_NAMES) {
      for (const pattern of ROUTE_OWNERSHIP[name]) {
        expect(seen.get(pattern)).toBeUndefined();
        seen.set(pattern, name);
      }
    }
  });
});
