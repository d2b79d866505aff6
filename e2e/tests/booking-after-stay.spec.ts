import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * After booking: a paid booking moves to shorter dates (the server prices them, the
 * difference comes back to the card), then is cancelled and its refund followed; a stay checking in
 * today is checked in by the guest and shows the QR pass. Phone and desktop.
 */
/** a Jakarta calendar day (UTC+7) `days` from today, DD-MM-YYYY */
const jakartaDay = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** books a refundable plan of the first Jakarta hotel for `nights` from `days` and pays by card; answers on the booking page */
async function paidBooking(page: Page, days: number, nights: number) {
  await page.goto(
    `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${jakartaDay(days)}&check_out_date=${jakartaDay(days + nights)}&rooms=1&guest=2`,
  );
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).click();
  const rooms = page.getByRole('region', { name: 'Rooms and prices' });
  // a refundable plan: its own list item says free cancellation and not non-refundable (a room's item holds all its plans)
  await rooms
    .getByRole('listitem')
    .filter({ hasText: 'Free cancellation' })
    .filter({ hasNotText: 'Non-refundable' })
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
  await page.getByRole('textbox', { name: /First name/ }).fill('Sari');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Wijaya');
  await page.getByRole('textbox', { name: /Email/ }).fill('sari.stay@example.test');
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
  await page.getByRole('button', { name: 'Book and pay by card' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sari Wijaya');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'View booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844, days: 30 },
  { name: 'desktop', width: 1366, height: 900, days: 34 },
]) {
  test(`${viewport.name}: change the dates to a shorter stay, get the difference back, then cancel and see the refund`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await paidBooking(page, viewport.days, 2);
    await page.getByRole('link', { name: 'Change dates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change dates' })).toBeVisible();
    const checkOut = page.getByLabel(/^Check-out/);
    const [d, m, y] = jakartaDay(viewport.days + 1).split('-');
    await checkOut.fill(`${y}-${m}-${d}`);
    await page.getByRole('button', { name: 'See the price' }).click();
    await expect(page.getByText(/comes back to the card you paid with\.$/)).toBeVisible();
    await page.screenshot({ path: `test-results/modify-booking-${viewport.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Change dates' }).click();
    await expect(page.getByRole('heading', { name: /^Your new dates: / })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect(page.getByRole('heading', { name: 'Change of dates' })).toBeVisible();
    await expect(page.getByText(/^Refunded on /)).toBeVisible();
    await page.screenshot({ path: `test-results/booking-changed-${viewport.name}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/comes back/);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Refund' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Refund' }).getByText(/^Refunded on /)).toBeVisible();
  });

  test(`${viewport.name}: a stay checking in today is checked in by the guest and shows its QR pass`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const name = await paidBooking(page, 0, 1);
    await page.getByRole('link', { name: 'Self check-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Self check-in' })).toBeVisible();
    await page.getByLabel('Kind of ID').selectOption('passport');
    await page.getByLabel(/^ID number/).fill('X1234567');
    await page.getByLabel(/^Full name as on the ID/).fill('Sari Wijaya');
    await page.screenshot({ path: `test-results/self-check-in-${viewport.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Check in' }).click();
    const qr = page.getByRole('img', { name: new RegExp(`^QR code of booking RN\\d{6} at ${name}`) });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/checkin-pass-${viewport.name}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of booking/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rate your stay' })).toBeVisible();
  });
}
