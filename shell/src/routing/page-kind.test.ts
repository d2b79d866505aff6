import { pageKindOf } from './page-kind';

describe('pageKindOf', () => {
  it.each([
    ['/en-id', 'home'],
    ['/en-id/', 'home'],
    ['/en-id/search', 'listing'],
    ['/th-th/list-hotels/jakarta', 'listing'],
    ['/en-id/signIn', 'form'],
    ['/en-sg/forgot-password', 'form'],
    ['/en-id/faq', 'content'],
    ['/en-id/my-bookings', 'content'],
  ])('%s → %s', (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });
});
