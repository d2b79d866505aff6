import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * Pay at hotel: a guest without an account books a room at a property that takes payment
 * at the hotel, chooses "Pay at the hotel" among the ways to pay, picks an arrival hour, confirms
 * with the code mailed to the booking's email (read from the development inbox) and lands on
 * thank-you, the booking's finish: what is due at the desk, the code, the stay as a calendar file
 * (.ics, read back); the invoice says the same. Screenshots: test-results/shots.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

async function codeFor(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await page.request.get(`/api/dev/inbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
    const code = messages.find((m) => m.kind === 'otp_pay_at_hotel')?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await page.waitForTimeout(200);
  }
  throw new Error(`no code for ${to}`);
}

const shots = process.env.B1_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a guest books and pays at the hotel with an arrival hour and a mailed code`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const days = viewport.name === 'phone' ? 6 : 8;
    const email = `pah.${viewport.name}.${Date.now()}@example.test`;
    await page.goto(
      `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 1)}&rooms=1&guest=2&pah=true`,
    );
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name }).click();
    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    // the second plan of every room is refundable (free cancellation), which pay at hotel needs
    await rooms
      .getByRole('link', { name: /^Book .*(With breakfast|With weekly cleaning)/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    await page.getByRole('textbox', { name: /First name/ }).fill('Ayu');
    await page.getByRole('textbox', { name: /Email/ }).fill(email);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
    await page.getByRole('button', { name: 'Book, then choose how to pay' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Your room is held for \d+:\d\d/);
    await expect(page.getByRole('radio', { name: /Credit or debit card/ })).toBeChecked();
    await shot(page, `${viewport.name}-1-payment-options`);
    await page.getByRole('radio', { name: /Pay at the hotel/ }).check();
    await page.getByRole('button', { name: 'Pay at the hotel' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'When will you arrive?' })).toBeVisible();
    await page.getByRole('radio').first().check();
    await shot(page, `${viewport.name}-2-arrival`);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Confirm with a code' })).toBeVisible();
    await page.getByRole('button', { name: 'Email me the code' }).click();
    const code = await codeFor(page, email);
    await page.getByRole('textbox', { name: /6-digit code/ }).fill(code);
    await shot(page, `${viewport.name}-3-code`);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // the finish: confirmed, the code, the stay with what is due at the desk, the next steps
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/you pay at the hotel when you check in\.$/)).toBeVisible();
    const stay = page.getByRole('region', { name });
    await expect(stay.getByText('To pay at the hotel', { exact: true })).toBeVisible();
    await expect(stay.getByText('At the front desk when you check in')).toBeVisible();
    await expect(page.getByText(/^Pay Rp .* at the hotel when you check in\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'At check-in' })).toBeVisible();
    const bookingCode = (await page
      .getByRole('region', { name: 'Booking code' })
      .getByText(/^RN\d{6}$/)
      .textContent())!.trim();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-finish-pay-at-hotel.png`, fullPage: true });
    await shot(page, `${viewport.name}-4-thank-you`);

    // the stay as a calendar file (RFC 5545: all-day dates, CRLF lines)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${bookingCode}.ics`);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    const ymd = (d: string) => d.split('-').reverse().join('');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${ymd(dmy(days))}\r\n`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${ymd(dmy(days + 1))}\r\n`);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);

    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page.getByText('To pay at the hotel when you check in')).toBeVisible();
  });
}
