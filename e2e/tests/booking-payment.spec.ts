import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { looseLinksAmongButtons } from '../text-fit.ts';

/**
 * The first booking journey: a guest without an account books a room and pays by card on the
 * sandbox gateway's page (its own service); the booking is confirmed by the gateway's signed
 * webhook, and the payments page shows it; they cancel it and follow the refund. Then a declined
 * card, explained on our payments page when the guest comes back from the card page, followed by
 * 4242; a declined card and the 3-D Secure-like card on the same page; the card page's cancel link.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

async function toSummary(page: Page, days: number) {
  await page.goto(
    `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 2)}&rooms=1&guest=2`,
  );
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).click();
  const rooms = page.getByRole('region', { name: 'Rooms and prices' });
  const total = (await rooms.locator('strong').first().textContent())!.trim();
  await rooms
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
  return { name, total };
}

async function fillGuest(page: Page) {
  await page.getByRole('textbox', { name: /First name/ }).fill('Sari');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Wijaya');
  await page.getByRole('textbox', { name: /Email/ }).fill('sari.e2e@example.test');
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
  await page.getByRole('button', { name: 'Book and pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
}

async function card(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sari Wijaya');
  await page.getByRole('button', { name: /^Pay / }).click();
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`${viewport.name}: a guest books and pays by card; the gateway's webhook confirms it`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { name, total } = await toSummary(page, viewport.name === 'phone' ? 10 : 13);
    await fillGuest(page);
    // the gateway's page charges the summary's total (the server's amount)
    await expect(page.locator('.amount')).toContainText(total.replace(/[^\d]/g, '').slice(0, 3));
    await card(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/en-id\/payments\?booking=[A-Za-z0-9_-]{22}&result=return/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(/^RN\d{6}$/)).toBeVisible();

    // the booking's page: cancel it, see what comes back and the refund reach "refunded"
    await page.getByRole('link', { name: 'View booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/comes back|non-refundable/);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Refund' })).toBeVisible();
    await expect(page.getByText(/^Refunded on |^Nothing comes back/)).toBeVisible();
  });
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844, days: 22 },
  { name: 'desktop', width: 1280, height: 800, days: 25 },
]) {
  test(`${viewport.name}: a declined card is explained back on our page, then another card pays`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await toSummary(page, viewport.days);
    await fillGuest(page);
    await card(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    // back to the shop from the card page: our page says what the bank said (the API's last_payment, by webhook)
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(/\/en-id\/payments\?booking=[A-Za-z0-9_-]{22}&result=cancelled/);
    await expect(page.getByRole('heading', { name: 'Your card was declined' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card or another way to pay.');
    await expect(page.getByRole('link', { name: 'Choose another way to pay' })).toBeVisible();
    // every way on is drawn as an action: no plain link among the buttons
    expect(await looseLinksAmongButtons(page)).toEqual([]);
    await page.screenshot({ path: `test-results/shots/${viewport.name}-card-declined.png`, fullPage: true });
    await page.getByRole('button', { name: 'Try another card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await card(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/&result=return/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  });
}

test('a declined card can be followed by another; the 3-D Secure-like card asks for its code', async ({ page }) => {
  await toSummary(page, 16);
  await fillGuest(page);
  await card(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await card(page, '4000 0000 0000 3220');
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByLabel('One-time code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
});

test('coming back without paying offers to pay again or release the room', async ({ page }) => {
  await toSummary(page, 19);
  await fillGuest(page);
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
  await expect(page.getByText('You left the card page before paying. Nothing was charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Release the room' }).click();
  await expect(page.getByRole('heading', { name: 'This booking has ended' })).toBeVisible();
  await expect(page.getByText('You released the room. Nothing was charged.')).toBeVisible();
});
