import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The pages the crawls start from (links.spec.ts follows every link on them and watches every page
 * it opens for CSP violations and console errors), and the helpers the specs share.
 */
export const PAGES = [
  '/en-id',
  '/en-id/search?location=cit-jakarta',
  '/en-id/faq',
  '/en-id/what-is-redcash',
  '/en-id/reseller-landing',
  '/en-id/my-bookings',
  // a guest's booking screens without a booking in the link: each says so and leads on
  '/en-id/thank-you',
  '/en-id/abandoned-booking',
  '/en-id/view_proof_url',
  '/en-id/signIn',
  '/en-id/signUp',
  '/th-th',
  '/en-sg/faq',
];
export const SIGNED_IN_PAGES = ['/en-id', '/en-id/account', '/en-id/my-bookings'];

export const DEMO_MEMBER = { email: 'demo@rednest.test', password: 'rednest-demo-1' };

/** Same-origin links on the page (path + query), once the page has settled; /api links left out. */
export async function linksOn(page: Page, origin: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/') && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname + url.search);
}

/**
 * Links of one shape lead to the same page drawn with other data: a listing links to twenty hotels,
 * a hotel to its neighbours. The crawl follows a few of each shape (the locale, the page and, for
 * pages of one item, not which item; the query not at all), so it grows with the kinds of pages,
 * not with the catalogue.
 */
const ITEM_PAGES = new Set(['hotel', 'deal_page', 'brand', 'list-hotels']);
export const LINKS_PER_SHAPE = 2;
export function linkShape(link: string): string {
  const url = new URL(link, 'http://x');
  const segments = url.pathname.split('/');
  if (ITEM_PAGES.has(segments[2] ?? '') && segments[3]) segments[3] = '*';
  if (/^sitemap-/.test(segments[2] ?? '') && segments[3]) segments[3] = '*';
  return segments.join('/');
}

/** Signs the demo member in through the sign-in page. */
export async function signInAsDemo(page: Page) {
  await page.goto('/en-id/signIn');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

/** The account menu's links (they are in the page once it is open). */
export async function accountMenuLinks(page: Page, origin: string): Promise<string[]> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  return linksOn(page, origin);
}
