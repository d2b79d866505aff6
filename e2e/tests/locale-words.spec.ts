import { test, expect } from '../fixtures.ts';
import { foreignWords } from '../locale-words.ts';

/**
 * The Thai, Vietnamese and Indonesian sites read in their language: on the main pages, on a phone
 * and on a desktop, the visible text holds no word outside the page's language beyond names
 * (e2e/locale-words.ts says how words are counted and what the documented allowance is), and no
 * text falls back to another language on the seeded catalogue.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** a city of each site's country: its listing, its first hotel and that hotel's booking summary are read */
const SITES = [
  { locale: 'th-th', city: 'cit-bangkok' },
  { locale: 'vi-vn', city: 'cit-ho-chi-minh-city' },
  { locale: 'id-id', city: 'cit-jakarta' },
] as const;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

for (const { locale, city } of SITES) {
  for (const viewport of VIEWPORTS) {
    test(`${locale} on a ${viewport.name}: the main pages read in the site's language`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const language = locale.slice(0, 2);
      const stay = `check_in_date=${dmy(30)}&check_out_date=${dmy(31)}&rooms=1&guest=2`;
      const unmarked: string[] = [];
      const marked: string[] = [];
      const read = async (path: string) => {
        await page.goto(`/${locale}${path}`);
        await expect(page.locator('#rn-main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const found = await foreignWords(page, language);
        unmarked.push(...found.unmarked.map((w) => `${path.split('?')[0] || '/'}: ${w}`));
        marked.push(...found.marked.map((w) => `${path.split('?')[0] || '/'}: ${w}`));
      };

      await read('');
      await read(`/search?location=${city}&${stay}`);
      const hotel = new URL(
        (await page.getByRole('article').first().getByRole('link').first().getAttribute('href'))!,
        page.url(),
      );
      await read(`${hotel.pathname.replace(`/${locale}`, '')}${hotel.search}`);
      const book = page.locator('a[href*="bookingsummary"]').first();
      await book.waitFor();
      const summary = new URL((await book.getAttribute('href'))!, page.url());
      await read(`${summary.pathname.replace(`/${locale}`, '')}${summary.search}`);
      for (const path of ['/faq', '/signIn']) await read(path);

      expect(unmarked, 'words outside the language, not names').toEqual([]);
      expect(marked, 'texts of the seeded catalogue falling back to another language').toEqual([]);
    });
  }
}
