import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * Payment link: a guest without an account books a room, chooses "Send a payment link"
 * on the ways to pay, reads the link in the development inbox (email and SMS), opens it, tries a
 * declined card and comes back (the link's page says the card was declined), then pays with the 4242 card:
 * the gateway's webhook confirms the booking and the link's page turns into the booking's finish
 * (screenshots: test-results/shots). An unknown link
 * says it does not work. PAYLINK_SHOTS=<dir> saves a screenshot of each screen.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** the path of the newest payment link the development inbox delivered to `to` */
async function linkFor(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await page.request.get(`/api/dev/inbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
    const path = messages
      .find((m) => m.kind === 'payment_link')
      ?.text.match(/https?:\/\/[^/\s]+(\/[a-z]{2}-[a-z]{2}\/link-payment\/[A-Za-z0-9_-]{43})/)?.[1];
    if (path) return path;
    await page.waitForTimeout(200);
  }
  throw new Error(`no payment link for ${to}`);
}

async function card(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Budi Santoso');
  await page.getByRole('button', { name: /^Pay / }).click();
}

const shots = process.env.PAYLINK_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a payment link sent by email and SMS is paid by card and confirms the booking`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const days = viewport.name === 'phone' ? 18 : 20;
    const email = `link.${viewport.name}.${Date.now()}@example.test`;
    await page.goto(
      `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 1)}&rooms=1&guest=2`,
    );
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name }).click();
    await page
      .getByRole('region', { name: 'Rooms and prices' })
      .getByRole('link', { name: /^Book / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    await page.getByRole('textbox', { name: /First name/ }).fill('Ayu');
    await page.getByRole('textbox', { name: /Email/ }).fill(email);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
    await page.getByRole('button', { name: 'Book, then choose how to pay' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible();
    const send = page.getByRole('form', { name: 'Send a payment link' });
    await send.getByRole('checkbox', { name: 'SMS' }).check();
    await send.getByRole('button', { name: 'Send link' }).click();
    // the booking's own addresses, masked: the email's first letter, then ***
    await expect(send.getByText(/^Link sent to l\*\*\*@example\.test, \+62 ••• 7890\. It works until/)).toBeVisible();
    await shot(page, `${viewport.name}-1-link-sent`);
    const path = await linkFor(page, email);
    expect(await linkFor(page, '+6281234567890')).toBe(path);

    // whoever has the link: the booking in short and one button
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for a booking' })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByText(/^RN\d{6}$/)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/This link works for \d+:\d\d/);
    await shot(page, `${viewport.name}-2-link-page`);

    // a declined card, then back without paying: the link's page says the bank declined it (the
    // server's last_payment), and the link still pays
    await page.getByRole('button', { name: /^Pay Rp .* by card$/ }).click();
    await card(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?result=cancelled$`));
    await expect(page.getByRole('alert')).toContainText('Your card was declined');
    await expect(page.getByText(/The card payment was not completed/)).toHaveCount(0);
    await shot(page, `${viewport.name}-3-not-completed`);

    await page.getByRole('button', { name: /^Pay Rp .* by card$/ }).click();
    await card(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`${path}\\?result=return$`));
    // whoever paid sees the booking's finish (without the owner's pages)
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('We emailed the confirmation to Ayu, who made the booking.')).toBeVisible();
    await expect(page.getByRole('region', { name }).getByText('Paid by card')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking code' }).getByText(/^RN\d{6}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage this booking' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await page.screenshot({ path: `test-results/shots/${viewport.name}-finish-payment-link.png`, fullPage: true });
    await shot(page, `${viewport.name}-4-paid`);
  });
}

test('an unknown payment link says it does not work', async ({ page }) => {
  await page.goto(`/en-id/link-payment/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This payment link does not work' })).toBeVisible();
  await shot(page, 'unknown-link');
});
