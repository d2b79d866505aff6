import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * The summary with an add-on and a promo code. Each pick is priced by the server, the
 * price card shows the lines and the new total, the card page charges exactly that total, and the
 * invoice (page and PDF) lists the same lines once paid.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** the summary of the first Jakarta hotel (of the first five) that sells an extra for the stay */
async function summaryWithExtras(page: Page, days: number) {
  const listing = `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 2)}&rooms=1&guest=2`;
  for (let i = 0; i < 5; i += 1) {
    await page.goto(listing);
    const card = page.getByRole('article').nth(i);
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name }).click();
    await page
      .getByRole('region', { name: 'Rooms and prices' })
      .getByRole('link', { name: /^Book / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    const extras = page.getByRole('region', { name: 'Extras and promo codes' });
    await expect(
      extras.getByRole('checkbox').first().or(extras.getByText('This property offers no extras for these dates.')),
    ).toBeVisible();
    if (await extras.getByRole('checkbox').count()) return { name, extras };
  }
  throw new Error('no Jakarta hotel of the first five sells an extra');
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: an add-on and a promo code change the total the server charges`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { extras } = await summaryWithExtras(page, viewport.name === 'phone' ? 22 : 25);
    const priceCard = page.getByRole('region', { name: 'Price' });
    const total = async () => (await priceCard.locator('dd[aria-live]').textContent())!.trim();
    const before = await total();

    const addOn = extras.getByRole('checkbox').first();
    const addOnName = (await extras.locator(`label[for="${await addOn.getAttribute('id')}"]`).textContent())!.trim();
    await addOn.check();
    await expect(priceCard.getByText(`${addOnName} × 1`)).toBeVisible();
    await expect.poll(total).not.toBe(before);
    const withAddOn = await total();

    await extras.getByRole('textbox', { name: 'Have a code? Enter it here' }).fill('nosuchcode');
    await extras.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(extras.getByRole('alert')).toHaveText("We don't know this code. Check the spelling and try again.");
    await expect.poll(total).toBe(withAddOn);

    await extras.getByRole('textbox', { name: 'Have a code? Enter it here' }).fill('welcome15');
    await extras.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(extras.getByText(/^WELCOME15 applied: Rp [\d.]+ off$/)).toBeVisible();
    await expect(priceCard.getByText('Promo code WELCOME15')).toBeVisible();
    const charged = await total();
    expect(charged).not.toBe(withAddOn);

    await page.getByRole('textbox', { name: /First name/ }).fill('Nadia');
    await page.getByRole('textbox', { name: /Email/ }).fill(`nadia.${viewport.name}.${Date.now()}@example.test`);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 5555 0101');
    await page.getByRole('button', { name: 'Book and pay by card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    // the card page charges the summary's total and writes it as the site does (whole rupiah)
    await expect(page.locator('.amount')).toHaveText(charged);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Nadia');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();

    // the invoice: the same lines and total, paid, and a real PDF behind its link
    await page.getByRole('link', { name: 'View booking' }).click();
    await page.getByRole('link', { name: 'Invoice' }).click();
    const charges = page.getByRole('table', { name: 'Charges' });
    await expect(charges.getByRole('rowheader', { name: 'Promo code WELCOME15' })).toBeVisible();
    await expect(charges.locator('tfoot td')).toHaveText(charged);
    await expect(page.getByText(/^Paid on /)).toBeVisible();
    const pdf = await page.request.get((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
