/**
 * Where the location picker's back arrow goes (spec §2): the deal page of the offer, the brand's
 * page, my bookings, the blog, or home. The caller says where it came from in the query
 * (`from=deal_page&offer=<id>`, `from=brand&brand=<name>`, `from=my-bookings`, `from=blog`);
 * anything else, or a value that is not a plain slug, goes home.
 */
export const BACK_DELAY_MS = 100;

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

export function backTargetOf(params: URLSearchParams): string {
  const from = params.get('from');
  const offer = params.get('offer') ?? '';
  const brand = params.get('brand') ?? '';
  if (from === 'deal_page' && SLUG.test(offer)) return `/deal_page/${offer}`;
  if (from === 'brand' && SLUG.test(brand)) return `/brand/${brand}`;
  if (from === 'my-bookings') return '/my-bookings';
  if (from === 'blog') return '/blog';
  return '/';
}
