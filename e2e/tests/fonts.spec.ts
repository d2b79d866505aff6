import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * Thai and Vietnamese render with the shell's bundled fonts where the device has
 * none for the script, and a page that needs neither downloads none. This machine's Chromium has
 * no Thai font at all (fc-list :lang=th is empty), which is the device the bundled font is for.
 */
async function fontRequests(page: Page, path: string, origin: string) {
  const fonts: string[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
  });
  await page.goto(new URL(path, origin).href);
  await page.waitForLoadState('networkidle');
  return fonts;
}

test('an English page downloads a bundled font only for the Thai its menus show (language and currency names), only at regular weight', async ({
  page,
  stack,
}) => {
  const fonts = await fontRequests(page, '/en-id', stack.url);
  await expect(page.locator('h1').first()).toBeVisible();
  // The language and currency <select>s list "ภาษาไทย" and "THB ฿": a device without any Thai font
  // (this one) needs the bundled Thai font (9 KB) for them; a phone with Thai fonts needs none.
  // Nothing else: no Vietnamese font (system fonts draw "Tiếng Việt"), no bold Thai.
  // the switcher draws once the shell has the site settings, which can be after the first frame's heading
  await expect(
    page
      .locator('option')
      .filter({ hasText: /[\u0E01-\u0E5B]/ })
      .first(),
  ).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeLessThanOrEqual(1);
  expect(fonts.every((f) => /^\/fonts\/noto-sans-thai-thai-400-normal\.[0-9a-f]{8}\.woff2$/.test(f))).toBe(true);
});

test('a Thai page draws Thai with a font that can: the bundled one when the device has none', async ({
  page,
  stack,
}) => {
  const fonts = await fontRequests(page, '/th-th/faq', stack.url);
  await expect(page.locator('h1').first()).toBeVisible();
  const thai = await page.evaluate(async () => {
    const h1 = document.querySelector('h1')!;
    await document.fonts.ready;
    // the first family of the stack that has the heading's first Thai character
    const char = [...h1.textContent!].find((c) => /[\u0E01-\u0E5B]/.test(c))!;
    return {
      char,
      bundled: document.fonts.check(`16px "RedNest Thai"`, char),
      loaded: Array.from(document.fonts as unknown as Iterable<FontFace>).filter(
        (f) => f.family.includes('RedNest Thai') && f.status === 'loaded',
      ).length,
    };
  });
  expect(thai.char).toBeTruthy();
  if (fonts.length) {
    // the device lacked Thai: only the bundled Thai font came, from the shell's fonts folder
    expect(fonts.every((f) => /^\/fonts\/noto-sans-thai-thai-\d00-normal\.[0-9a-f]{8}\.woff2$/.test(f))).toBe(true);
    expect(thai.loaded).toBeGreaterThan(0);
    expect(thai.bundled).toBe(true);
  }
  // else the device has a Thai font of its own, which comes first in the stack: nothing to download
});

test('the bundled Vietnamese font is served and loads for Vietnamese text', async ({ page, stack }) => {
  await page.goto(new URL('/vi-vn', stack.url).href);
  await expect(page.locator('h1').first()).toBeVisible();
  const loaded = await page.evaluate(
    async () => (await document.fonts.load('700 16px "RedNest Vietnamese"', 'Việt Nam ₫')).length,
  );
  expect(loaded).toBeGreaterThan(0);
});
