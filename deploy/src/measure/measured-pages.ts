/**
 * The pages the figures and Lighthouse scripts measure, with each page's JS budget
 * (gzip, everything the page downloads until idle). The hotel is one of the demo catalogue's (its
 * generator is seeded, so the slug is the same on every machine).
 */
export interface MeasuredPage {
  name: string;
  path: string;
  jsBudgetKb: number;
}

export const PAGES: MeasuredPage[] = [
  { name: 'home', path: '/en-id', jsBudgetKb: 180 },
  { name: 'listing', path: '/en-id/search?location=cit-jakarta', jsBudgetKb: 200 },
  { name: 'hotel details', path: '/en-id/hotel/rumah-kelapa-gading-syariah-hotel-jakarta', jsBudgetKb: 200 },
  { name: 'FAQ', path: '/en-id/faq', jsBudgetKb: 200 },
  { name: 'sign-in', path: '/en-id/signIn', jsBudgetKb: 200 },
  // the booking's finish and the two screens a guest comes back to (from a mail or a banner); no
  // booking in the link, so each draws its "not found" state: the page's code is what is measured
  { name: 'booking confirmation', path: '/en-id/thank-you', jsBudgetKb: 200 },
  { name: 'abandoned booking', path: '/en-id/abandoned-booking', jsBudgetKb: 200 },
  { name: 'transfer proof', path: '/en-id/view_proof_url', jsBudgetKb: 200 },
  // the club's pages a guest meets: the codes on offer, refer and earn, points and the club history
  // (their sign-in prompts), the club plans and the club's landing (the home banner's)
  { name: 'promo codes', path: '/en-id/promocodes', jsBudgetKb: 200 },
  { name: 'refer and earn', path: '/en-id/refer-and-earn', jsBudgetKb: 200 },
  { name: 'loyalty points', path: '/en-id/loyalty_points', jsBudgetKb: 200 },
  { name: 'club plans', path: '/en-id/loyalty-plan', jsBudgetKb: 200 },
  { name: 'club landing', path: '/en-id/loyalty_landing', jsBudgetKb: 200 },
  { name: 'club history', path: '/en-id/redclub-history', jsBudgetKb: 200 },
  // the home's club banner leads to its benefits page (the seed gives en-id's club banner id 3)
  { name: 'club benefits', path: '/en-id/rc-benefits/3', jsBudgetKb: 200 },
];
