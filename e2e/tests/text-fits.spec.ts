import { test, expect } from '../fixtures.ts';
import { looseLinksAmongButtons, misfitControls } from '../text-fit.ts';

/**
 * Thai and Vietnamese labels run longer than English: on a 360-wide phone no button, tab, chip or
 * button-shaped link of the main pages wraps onto a second line or clips its text (e2e/text-fit.ts
 * says what is looked at and how a control designed for two lines says so); and no action among
 * buttons is a plain text link.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

for (const locale of ['th-th', 'vi-vn']) {
  test(`${locale} at 360 px: every control's text fits on one line`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 780 });
    const stay = `check_in_date=${dmy(30)}&check_out_date=${dmy(31)}&rooms=1&guest=2`;
    const problems: string[] = [];
    const look = async (path: string) => {
      await page.goto(`/${locale}${path}`);
      await expect(page.locator('#rn-main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const m of await misfitControls(page)) problems.push(`${path}: ${m.control} ${m.problem}`);
      for (const link of await looseLinksAmongButtons(page))
        problems.push(`${path}: ${link} is a plain link among buttons`);
    };

    await look('');
    await look(`/search?location=cit-jakarta&${stay}`);
    const first = page.getByRole('article').first();
    const hotelPath = new URL((await first.getByRole('link').first().getAttribute('href'))!, page.url());
    await look(`${hotelPath.pathname.replace(`/${locale}`, '')}${hotelPath.search}`);
    const book = page.locator('a[href*="bookingsummary"]').first();
    await book.waitFor();
    const summary = new URL((await book.getAttribute('href'))!, page.url());
    await look(`${summary.pathname.replace(`/${locale}`, '')}${summary.search}`);
    for (const path of ['/faq', '/signIn', '/my-bookings', '/what-is-redcash']) await look(path);

    expect(problems, 'controls whose text wraps or is cut, plain links among buttons').toEqual([]);
  });
}
