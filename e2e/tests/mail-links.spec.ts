import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * Links in mails lead back to the site the guest used, on the port the stack runs on (the fixture's
 * stack is on a free block of ports, never 8080). A guest books on the Lumo brand site, has a
 * payment link sent by email and SMS, follows it and pays with the 4242 card; the confirmation
 * mail the gateway's webhook queues carries the invoice link and the sign-up link. Every link of
 * every one of these messages is on the brand site's origin, and each is followed to its page.
 */
test.describe.configure({ timeout: 180_000 });

const dmy = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

type Delivered = { kind: string; text: string; html?: string };
/** the newest message of `kind` the development inbox delivered to `to` */
async function messageFor(page: Page, to: string, kind: string): Promise<Delivered> {
  for (let i = 0; i < 100; i += 1) {
    const res = await page.request.get(`/api/dev/inbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: Delivered[] };
    const found = messages.find((m) => m.kind === kind);
    if (found) return found;
    await page.waitForTimeout(200);
  }
  throw new Error(`no ${kind} delivered to ${to}`);
}
/** every link of a message, in its text and its html */
const linksIn = (m: Delivered) => [
  ...new Set(
    [...`${m.text}\n${m.html ?? ''}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((x) => x[0].replace(/&amp;/g, '&')),
  ),
];

test('a guest who books on a brand site on its own port gets every mail link on that site, and each one works', async ({
  page,
  stack,
}) => {
  const origin = `http://lumo.localhost:${stack.port}`;
  expect(stack.port).not.toBe(8080);
  const email = `links.${Date.now()}@example.test`;

  // the brand site lists its own hotels
  await page.goto(
    `${origin}/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(24)}&check_out_date=${dmy(25)}&rooms=1&guest=2`,
  );
  const first = page.getByRole('article').first();
  const hotel = (await first.getByRole('heading').textContent())!.trim();
  expect(hotel).toMatch(/^Lumo Hotel/);
  await first.getByRole('link', { name: hotel }).click();
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
  expect(new URL(page.url()).origin).toBe(origin);
  const send = page.getByRole('form', { name: 'Send a payment link' });
  await send.getByRole('checkbox', { name: 'SMS' }).check();
  await send.getByRole('button', { name: 'Send link' }).click();
  await expect(send.getByText(/^Link sent to /)).toBeVisible();

  const linkMail = linksIn(await messageFor(page, email, 'payment_link'));
  const linkSms = linksIn(await messageFor(page, '+6281234567890', 'payment_link'));
  expect(linkMail).toHaveLength(1);
  expect(linkSms).toEqual(linkMail);
  expect(linkMail[0]).toMatch(new RegExp(`^${origin}/en-id/link-payment/[A-Za-z0-9_-]{43}$`));

  // the link opens on the brand site and pays
  await page.goto(linkMail[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for a booking' })).toBeVisible();
  await expect(page.getByText(hotel)).toBeVisible();
  await page.getByRole('button', { name: /^Pay Rp .* by card$/ }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ayu Lestari');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);

  // the confirmation, queued by the gateway's webhook: the invoice and the sign-up, on the brand site
  const confirmation = linksIn(await messageFor(page, email, 'booking_confirmation'));
  expect(confirmation.length).toBeGreaterThanOrEqual(2);
  for (const link of confirmation) expect(new URL(link).origin, link).toBe(origin);
  const invoice = confirmation.find((l) => /\/en-id\/bookings\/invoice\//.test(l));
  const signUp = confirmation.find((l) => /\/en-id\/signUp\?ota_onboard=/.test(l));
  expect(invoice).toBeTruthy();
  expect(signUp).toBeTruthy();

  await page.goto(invoice!);
  await expect(page.getByRole('table', { name: 'Charges' })).toBeVisible();
  await expect(page.getByText(/^Paid on /)).toBeVisible();
  await expect(page.getByText(hotel).first()).toBeVisible();

  await page.goto(signUp!);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Ayu');
});
