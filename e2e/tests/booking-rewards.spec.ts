import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * Phone and desktop: the demo user's marketing rewards on the summary (one applied, the
 * price card and total follow the server), the corporate site's company rate with "Check
 * availability" instead of booking, and finding a booking by phone. Screenshots under
 * test-results/shots.
 */
// each journey signs in and walks search → hotel → summary: more than the default minute on a loaded machine
test.describe.configure({ timeout: 180_000 });

const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

async function signIn(page: Page, email: string) {
  await page.goto('/en-id/signIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rednest-demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
}

/** the summary of the first Jakarta hotel's first bookable room, as its URL */
async function summaryUrl(page: Page, days: number): Promise<string> {
  await page.goto(
    `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 2)}&rooms=1&guest=2`,
  );
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name }).click();
  await page
    .getByRole('region', { name: 'Rooms and prices' })
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
  return page.url();
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: the demo user's reward applies on the summary and changes the total`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'demo@rednest.test');
    await summaryUrl(page, viewport.name === 'phone' ? 30 : 33);
    const priceCard = page.getByRole('region', { name: 'Price' });
    const total = async () => (await priceCard.locator('dd[aria-live]').textContent())!.trim();
    const before = await total();
    const extras = page.getByRole('region', { name: 'Extras and promo codes' });
    await expect(extras.getByRole('heading', { name: 'Your rewards' })).toBeVisible();
    await expect(extras.getByText(/This reward is for stays paid in another currency/)).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-summary-rewards.png`, fullPage: true });
    await extras.getByRole('button', { name: 'Apply the reward Referral reward: Rp 50.000 off' }).click();
    await expect(extras.getByText(/^Referral reward: Rp 50\.000 off applied: Rp 50\.000 off$/)).toBeVisible();
    await expect(priceCard.getByText('Reward: Referral reward: Rp 50.000 off')).toBeVisible();
    await expect.poll(total).not.toBe(before);
    await page.screenshot({ path: `test-results/shots/${viewport.name}-summary-reward-applied.png`, fullPage: true });
  });

  test(`${viewport.name}: on the corporate site the summary shows the company rate and checks availability instead of booking`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'corporate@rednest.test');
    const url = await summaryUrl(page, viewport.name === 'phone' ? 36 : 39);
    await page.goto(`${url}&site=corporate`);
    const priceCard = page.getByRole('region', { name: 'Price' });
    await expect(priceCard.getByText("Your company's rate")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book and pay by card' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Check availability' }).click();
    await expect(page.getByText(/^Available: \d+ rooms? free for your dates at your company's rate$/)).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-summary-corporate.png`, fullPage: true });
  });

  test(`${viewport.name}: find a booking by phone asks for the number with the site's calling code`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/en-id/bookings/find');
    await page.getByLabel(/^Booking code/).fill('RN000001');
    await page.getByRole('radio', { name: 'Phone number' }).check();
    await expect(page.getByText('We add +62 unless you type another country code')).toBeVisible();
    // a number of its own per viewport: codes to one number wait 30 s between sends (both run on one stack)
    const last4 = viewport.name === 'phone' ? '7890' : '7891';
    await page.getByLabel(/^Phone number used for the booking/).fill(`0812 3456 ${last4}`);
    await page.screenshot({ path: `test-results/shots/${viewport.name}-find-by-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText(new RegExp(`If this booking was made with \\+62 ••• ${last4}`))).toBeVisible();
  });
}
