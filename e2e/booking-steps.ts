/**
 * Steps many journeys share: a stay's dates as the URL writes them, the first hotel's summary from a
 * listing, and paying on the sandbox gateway's card page.
 */
import { expect, type Page } from '@playwright/test';

/** DD-MM-YYYY `days` from today (UTC) */
export const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** Jakarta's listing for `nights` from `days` ahead, two guests in one room. */
export async function openListing(page: Page, days: number, nights = 1) {
  await page.goto(
    `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + nights)}&rooms=1&guest=2`,
  );
}

/** Jakarta's listing for `nights` from `days` ahead → its first hotel → the first room's Book → the summary. */
export async function openFirstSummary(page: Page, days: number, nights = 1) {
  await openListing(page, days, nights);
  const card = page.getByRole('article').first();
  await card.getByRole('link', { name: (await card.getByRole('heading').textContent())!.trim() }).click();
  await page
    .getByRole('region', { name: 'Rooms and prices' })
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
}

/** From the summary: Book and pay by card, the sandbox card that succeeds, and the finish page. */
export async function payBySandboxCard(page: Page, nameOnCard: string) {
  await page.getByRole('button', { name: 'Book and pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
}
