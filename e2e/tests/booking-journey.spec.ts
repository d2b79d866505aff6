import type { Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { test, expect as baseExpect, signUp } from '../fixtures.ts';

/** a long journey through many pages: each page may take a while on a busy machine */
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * The whole journey on one stack, phone and desktop. As a guest: book and pay at the
 * hotel (code from the development inbox), book and pay by bank transfer (sent on the sandbox
 * bank's page). Signed out in a fresh browser: find the pay-at-hotel booking by its code, email and
 * a mailed one-time code. Signed up: search → hotel → summary with an add-on and a promo code → card
 * 4242 on the sandbox → invoice page and its PDF (text read back: guest name with Vietnamese marks,
 * total) → my bookings → change to shorter dates (difference refunded) → cancel and see the refund.
 * Each leg books its own dates, so every leg has rooms. Screenshots: test-results/journey/.
 * Each way to pay ends on the booking's finish (its screenshots also in test-results/shots).
 * Paying through a payment link: payment-link.spec.ts.
 */
/** a Jakarta calendar day (UTC+7) `days` from today, DD-MM-YYYY */
const jakartaDay = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
const listing = (days: number, nights: number, extra = '') =>
  `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${jakartaDay(days)}&check_out_date=${jakartaDay(days + nights)}&rooms=1&guest=2${extra}`;
/** whitespace as a reader sees it (Intl puts no-break spaces in amounts) */
const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

/** the latest one-time code of `kind` mailed to `to`, from the development inbox */
async function codeFor(page: Page, to: string, kind: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const res = await page.request.get(`/api/dev/inbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
    const code = messages
      .filter((m) => m.kind === kind)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await page.waitForTimeout(200);
  }
  throw new Error(`no ${kind} code for ${to}`);
}

async function guestDetails(page: Page, first: string, last: string, email: string) {
  await page.getByRole('textbox', { name: /First name/ }).fill(first);
  await page.getByRole('textbox', { name: /Last name/ }).fill(last);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
}

/** the first listed hotel's page; answers its name */
async function firstHotel(page: Page, url: string) {
  await page.goto(url);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** pays at the hotel as a guest; answers the booking code, hotel and email */
async function payAtHotel(page: Page, days: number, tag: string, shot: (name: string) => Promise<void>) {
  const email = `journey.pah.${tag}.${Date.now()}@example.test`;
  const hotel = await firstHotel(page, listing(days, 1, '&pah=true'));
  // the second plan of every room is refundable (free cancellation), which pay at hotel needs
  await page
    .getByRole('region', { name: 'Rooms and prices' })
    .getByRole('link', { name: /^Book .*(With breakfast|With weekly cleaning)/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
  await guestDetails(page, 'Ayu', 'Lestari', email);
  await page.getByRole('button', { name: 'Book, then choose how to pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to pay' })).toBeVisible();
  await page.getByRole('radio', { name: /Pay at the hotel/ }).check();
  await page.getByRole('button', { name: 'Pay at the hotel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'When will you arrive?' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm with a code' })).toBeVisible();
  await page.getByRole('button', { name: 'Email me the code' }).click();
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(await codeFor(page, email, 'otp_pay_at_hotel'));
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByText(/^Pay Rp .* at the hotel when you check in\.$/)).toBeVisible();
  const code = (await page
    .getByRole('region', { name: 'Booking code' })
    .getByText(/^RN\d{6}$/)
    .textContent())!.trim();
  await shot('1-pay-at-hotel');
  return { code, hotel, email };
}

/** pays by bank transfer as a guest, the sandbox bank sending the money */
async function bankTransfer(page: Page, days: number, tag: string, shot: (name: string) => Promise<void>) {
  await firstHotel(page, listing(days, 1));
  await page
    .getByRole('region', { name: 'Rooms and prices' })
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
  await guestDetails(page, 'Budi', 'Santoso', `journey.bt.${tag}.${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Book, then choose how to pay' }).click();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by bank transfer' })).toBeVisible();
  await expect(page.getByText(/^8808( \d{4}){3}$/)).toBeVisible();
  await shot('2-bank-transfer');
  const bank = await page.context().newPage();
  await bank.goto((await page.getByRole('link', { name: /Sandbox: open the test bank/ }).getAttribute('href'))!);
  await bank.getByRole('button', { name: /^Send / }).click();
  await expect(bank.getByText('The transfer was sent.')).toBeVisible();
  await bank.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Paid by bank transfer')).toBeVisible();
}

/** signed out, in a browser that never saw the booking: booking code + email + mailed code → the booking */
async function findSignedOut(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  found: { code: string; hotel: string; email: string },
  shot: (name: string, p: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/en-id/my-bookings');
    await expect(page.getByRole('heading', { name: 'Sign in to see your bookings' })).toBeVisible();
    await page.getByRole('link', { name: 'Booked without an account? Find your booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your booking' })).toBeVisible();
    await page.getByLabel(/^Booking code/).fill(found.code);
    await page.getByLabel(/^Email used for the booking/).fill(found.email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText(/If this booking was made with .*, a 6-digit code is on its way there/)).toBeVisible();
    await page.getByLabel(/^6-digit code/).fill(await codeFor(page, found.email, 'otp_find_booking'));
    await page.getByRole('button', { name: 'Open my booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: found.hotel })).toBeVisible();
    await expect(page.getByText(found.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await shot('3-found-signed-out', page);
  } finally {
    await context.close();
  }
}

/** the summary of a refundable plan at the first of five Jakarta hotels that sells an extra */
async function refundableSummaryWithExtras(page: Page, days: number, nights: number) {
  for (let i = 0; i < 5; i += 1) {
    await page.goto(listing(days, nights));
    const card = page.getByRole('article').nth(i);
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name }).click();
    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await rooms
      .getByRole('listitem')
      .filter({ hasText: 'Free cancellation' })
      .filter({ hasNotText: 'Non-refundable' })
      .getByRole('link', { name: /^Book / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    const extras = page.getByRole('region', { name: 'Extras and promo codes' });
    await expect(
      extras.getByRole('checkbox').first().or(extras.getByText('This property offers no extras for these dates.')),
    ).toBeVisible();
    if (await extras.getByRole('checkbox').count()) return { hotel: name, extras };
  }
  throw new Error('no Jakarta hotel of the first five sells an extra');
}

// a missing control fails its step within a minute, not at the end of the whole journey's time
test.use({ actionTimeout: 60_000 });

for (const viewport of [
  // pay at the hotel is offered for stays within 30 days; the other legs book further out
  { name: 'phone', width: 390, height: 844, pahDays: 24, days: 40 },
  { name: 'desktop', width: 1366, height: 900, pahDays: 27, days: 50 },
]) {
  test(`${viewport.name}: the whole booking journey, every built way to pay, after booking, and found signed out`, async ({
    page,
    browser,
    stack,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = async (name: string, p: Page = page) => {
      await p.screenshot({ path: `test-results/journey/${viewport.name}-${name}.png`, fullPage: true });
    };

    // as a guest: pay at the hotel, then by bank transfer
    const pah = await payAtHotel(page, viewport.pahDays, viewport.name, shot);
    await bankTransfer(page, viewport.days + 2, viewport.name, shot);
    // signed out, elsewhere: find the pay-at-hotel booking
    await findSignedOut(browser, stack.url, viewport, pah, shot);

    // signed up: an add-on and a promo code, paid by card
    await signUp(page, {
      firstName: 'Anh',
      email: `journey.card.${viewport.name}.${Date.now()}@example.test`,
      password: 'correct horse battery 9',
    });
    const { hotel, extras } = await refundableSummaryWithExtras(page, viewport.days + 4, 2);
    const priceCard = page.getByRole('region', { name: 'Price' });
    const total = async () => (await priceCard.locator('dd[aria-live]').textContent())!.trim();
    const before = await total();
    const addOn = extras.getByRole('checkbox').first();
    const addOnName = (await extras.locator(`label[for="${await addOn.getAttribute('id')}"]`).textContent())!.trim();
    await addOn.check();
    await expect(priceCard.getByText(`${addOnName} × 1`)).toBeVisible();
    await expect.poll(total).not.toBe(before);
    const withAddOn = await total();
    await extras.getByRole('textbox', { name: 'Have a code? Enter it here' }).fill('welcome15');
    await extras.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(priceCard.getByText('Promo code WELCOME15')).toBeVisible();
    await expect.poll(total).not.toBe(withAddOn);
    const charged = await total();
    await guestDetails(page, 'Nguyễn', 'Thị Ánh', `anh.${viewport.name}.${Date.now()}@example.test`);
    await shot('4-summary');
    await page.getByRole('button', { name: 'Book and pay by card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Nguyen Thi Anh');
    await page.getByRole('button', { name: /^Pay / }).click();
    // the finish: the code, the stay card with the total charged and how, the next steps, the actions
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    const stayCard = page.getByRole('region', { name: hotel });
    await expect(stayCard.getByText('Paid by card')).toBeVisible();
    await expect(stayCard.getByText(charged, { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'What happens next' })
        .getByText(/^We emailed the confirmation and the invoice to anh\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Directions in Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+%2C\d+\.\d+$/,
    );
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-finish-card.png`, fullPage: true });

    // the invoice page, and its PDF read back
    await page.getByRole('link', { name: 'View booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
    await page.getByRole('link', { name: 'Invoice' }).click();
    const charges = page.getByRole('table', { name: 'Charges' });
    await expect(charges.getByRole('rowheader', { name: 'Promo code WELCOME15' })).toBeVisible();
    await expect(charges.getByRole('rowheader', { name: addOnName })).toBeVisible();
    await expect(charges.locator('tfoot td')).toHaveText(charged);
    await expect(page.getByText(/^Paid on /)).toBeVisible();
    await expect(page.getByText('Nguyễn Thị Ánh').first()).toBeVisible();
    await shot('5-invoice');
    const pdf = await page.request.get((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = plain(
      (await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true })).text,
    );
    for (const expected of ['Nguyễn Thị Ánh', hotel, 'Promo code WELCOME15', 'Total', plain(charged)])
      expect(text).toContain(expected);

    // my bookings → the booking → shorter dates, the difference refunded
    await page.goto('/en-id/my-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await page.getByRole('link', { name: hotel }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: hotel })).toBeVisible();
    await shot('6-booking');
    await page.getByRole('link', { name: 'Change dates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change dates' })).toBeVisible();
    const [d, m, y] = jakartaDay(viewport.days + 5).split('-');
    await page.getByLabel(/^Check-out/).fill(`${y}-${m}-${d}`);
    await page.getByRole('button', { name: 'See the price' }).click();
    await expect(page.getByText(/comes back to the card you paid with\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Change dates' }).click();
    await expect(page.getByRole('heading', { name: /^Your new dates: / })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect(page.getByRole('heading', { name: 'Change of dates' })).toBeVisible();
    await expect(page.getByText(/^Refunded on /)).toBeVisible();

    // cancel: the refund and its status
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/comes back/);
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    const refund = page.getByRole('region', { name: 'Refund' });
    await expect(refund.getByText(/^Refund requested on /)).toBeVisible();
    await expect(refund.getByText(/^Refunded on /)).toBeVisible();
    await shot('7-cancelled');
  });
}
