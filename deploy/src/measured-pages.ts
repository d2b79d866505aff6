/**
 * The pages the figures and Lighthouse scripts measure (issue 7), with each page's JS budget
 * (gzip, everything the page downloads until idle). The hotel is one of the demo catalogue's (its
 * generator is seeded, so the slug is the same on every machine).
 */
export interface MeasuredPage { name: string; path: string; jsBudgetKb: number }

export const PAGES: MeasuredPage[] = [
  { name: 'home', path: '/en-id', jsBudgetKb: 180 },
  { name: 'listing', path: '/en-id/search?location=cit-jakarta', jsBudgetKb: 200 },
  { name: 'hotel details', path: '/en-id/hotel/rumah-kelapa-gading-syariah-hotel-jakarta', jsBudgetKb: 200 },
  { name: 'FAQ', path: '/en-id/faq', jsBudgetKb: 200 },
  { name: 'sign-in', path: '/en-id/signIn', jsBudgetKb: 200 },
];
