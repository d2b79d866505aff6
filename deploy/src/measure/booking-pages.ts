/**
 * The pages of a booking, measured as a guest meets them: the booking summary of a real room, and the
 * payment options, payment instruction, card return and thank-you pages of real bookings. Their
 * addresses hold a booking made for the run, so they are found by making those bookings in the
 * browser first, as a guest does (the captcha is solved by the page itself): one booking held and
 * paid by bank transfer later (payment options → payment instruction), one paid by the sandbox
 * gateway's test card (card return, thank-you).
 */
import { addDays, isoToStayDate } from '@rednest/shared/format';
import { CHROMIUM_FLAGS, loadChromium } from './figures-browser';
import { PAGES, type MeasuredPage } from './measured-pages';

/** The slice of Playwright used here (resolved at run time from e2e/: see figures-browser.ts). */
export interface JourneyPage {
  goto(url: string, opts?: { waitUntil?: 'networkidle' | 'load'; timeout?: number }): Promise<unknown>;
  url(): string;
  getByRole(
    role: string,
    opts?: { name?: string | RegExp; level?: number; exact?: boolean },
  ): {
    fill(v: string): Promise<void>;
    click(): Promise<void>;
    check(): Promise<void>;
    waitFor(o?: object): Promise<void>;
  };
  getByLabel(label: string | RegExp): { fill(v: string): Promise<void> };
  waitForURL(url: RegExp, opts?: { timeout?: number }): Promise<void>;
}

/** A room of the demo catalogue (seeded generator: the same ids on every machine): the hotel page's first plan. */
export const SUMMARY_ROOM = { hotel: 'rumah-kelapa-gading-syariah-hotel-jakarta', roomTypeId: 114, ratePlanId: 227 };

/** DD-MM-YYYY, `days` after today (UTC) */
const stayDate = (days: number) => isoToStayDate(addDays(new Date(), days));

/** The summary's address for a two-night stay `days` from today. */
export function summaryPath(days = 30): string {
  const q = new URLSearchParams({
    hotel: SUMMARY_ROOM.hotel,
    room_type_id: String(SUMMARY_ROOM.roomTypeId),
    rate_plan_id: String(SUMMARY_ROOM.ratePlanId),
    check_in_date: stayDate(days),
    check_out_date: stayDate(days + 2),
    rooms: '1',
    guest: '2',
  });
  return `/en-id/bookingsummary?${q}`;
}

async function holdFromSummary(page: JourneyPage, base: string, days: number, button: string): Promise<void> {
  await page.goto(`${base}${summaryPath(days)}`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('heading', { level: 1, name: 'Review your stay' }).waitFor({ timeout: 60_000 });
  await page.getByRole('textbox', { name: /First name/ }).fill('Sari');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Wijaya');
  await page.getByRole('textbox', { name: /Email/ }).fill(`measure.${Date.now()}@example.test`);
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
  await page.getByRole('button', { name: button }).click();
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * Makes the bookings and returns the booking pages with their addresses. `newPage` gives a fresh
 * page of a browser the caller closes.
 */
export async function bookingPages(base: string, newPage: () => Promise<JourneyPage>): Promise<MeasuredPage[]> {
  const pages: MeasuredPage[] = [{ name: 'booking summary', path: summaryPath(), jsBudgetKb: 200 }];

  const held = await newPage();
  await holdFromSummary(held, base, 33, 'Book, then choose how to pay');
  await held.waitForURL(/\/en-id\/default-payment\?booking=/, { timeout: 60_000 });
  pages.push({ name: 'payment options', path: pathOf(held.url()), jsBudgetKb: 200 });
  await held.getByRole('radio', { name: /Bank transfer/ }).check();
  await held.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await held.waitForURL(/\/en-id\/paymentInstruction\//, { timeout: 60_000 });
  pages.push({ name: 'payment instruction', path: pathOf(held.url()), jsBudgetKb: 200 });

  const paid = await newPage();
  await holdFromSummary(paid, base, 36, 'Book and pay by card');
  await paid.getByRole('heading', { name: 'Pay by card' }).waitFor({ timeout: 60_000 });
  await paid.getByLabel('Card number').fill('4242 4242 4242 4242');
  await paid.getByLabel('Expiry (MM/YY)').fill('12/30');
  await paid.getByLabel('CVC').fill('123');
  await paid.getByLabel('Name on card').fill('Sari Wijaya');
  await paid.getByRole('button', { name: /^Pay / }).click();
  await paid.waitForURL(/\/en-id\/payments\?booking=[A-Za-z0-9_-]{22}&result=return/, { timeout: 60_000 });
  await paid.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 60_000 });
  const cardReturn = pathOf(paid.url());
  const salt = new URL(paid.url()).searchParams.get('booking')!;
  pages.push({ name: 'card return', path: cardReturn, jsBudgetKb: 200 });
  pages.push({
    name: 'thank-you (paid)',
    path: `/en-id/thank-you?booking=${encodeURIComponent(salt)}`,
    jsBudgetKb: 200,
  });
  return pages;
}

/**
 * PAGES and the booking pages of the stack at `stackUrl` (its bookings made in a browser of its
 * own). When the bookings cannot be made the summary is still measured and the reason is printed.
 */
export async function measuredPagesWithBookings(stackUrl: string): Promise<MeasuredPage[]> {
  const chromium = await loadChromium();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const made = await bookingPages(stackUrl, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      return (await context.newPage()) as unknown as JourneyPage;
    });
    return [...PAGES, ...made];
  } catch (err) {
    console.warn(`booking pages not measured (making their bookings failed): ${(err as Error).message.split('\n')[0]}`);
    return [...PAGES, { name: 'booking summary', path: summaryPath(), jsBudgetKb: 200 }];
  } finally {
    await browser.close();
  }
}
