/**
 * The pages the figures and Lighthouse scripts measure (issue 7), with each page's JS budget
 * (gzip, everything the page downloads until idle). Add hotel details here once it exists.
 */
export interface MeasuredPage { name: string; path: string; jsBudgetKb: number }

export const PAGES: MeasuredPage[] = [
  { name: 'home', path: '/en-id', jsBudgetKb: 180 },
  { name: 'listing', path: '/en-id/search?location=cit-jakarta', jsBudgetKb: 200 },
  { name: 'FAQ', path: '/en-id/faq', jsBudgetKb: 200 },
  { name: 'sign-in', path: '/en-id/signIn', jsBudgetKb: 200 },
];
