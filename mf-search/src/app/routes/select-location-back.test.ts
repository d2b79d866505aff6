import { backTargetOf } from './select-location-back';

const q = (s: string) => new URLSearchParams(s);

describe("the location picker's back arrow (spec §2)", () => {
  it('returns to the page it was opened from', () => {
    expect(backTargetOf(q('from=deal_page&offer=payday-id'))).toBe('/deal_page/payday-id');
    expect(backTargetOf(q('from=brand&brand=lumo'))).toBe('/brand/lumo');
    expect(backTargetOf(q('from=my-bookings'))).toBe('/my-bookings');
    expect(backTargetOf(q('from=blog'))).toBe('/blog');
  });

  it('goes home otherwise, and never to a path smuggled into a slug', () => {
    expect(backTargetOf(q(''))).toBe('/');
    expect(backTargetOf(q('from=deal_page'))).toBe('/');
    expect(backTargetOf(q('from=brand&brand=../../evil'))).toBe('/');
    expect(backTargetOf(q('from=brand&brand=//evil.example'))).toBe('/');
    expect(backTargetOf(q('from=https://evil.example'))).toBe('/');
  });
});
