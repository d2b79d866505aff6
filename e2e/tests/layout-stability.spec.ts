import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * Composing the page (the shell's frame, then a remote mounting, labels, banners,
 * pictures) moves nothing. On each page the layout-shift entries (PerformanceObserver, those not
 * caused by input) from navigation to network idle add up to at most 0.05. Layout, not time: the
 * sum does not depend on how fast this machine is.
 */
const MAX_SHIFT = 0.05;

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/en-id', ready: (page) => expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible() },
  {
    path: '/en-id/search?location=cit-jakarta',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    path: '/en-id/hotel/rumah-kelapa-gading-syariah-hotel-jakarta',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  { path: '/en-id/faq', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/en-id/signIn', ready: (page) => expect(page.getByLabel('Email')).toBeVisible() },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

declare global {
  interface Window {
    __rnShifts?: Array<{ value: number; sources: string[] }>;
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, ready } of PAGES) {
      test(`${path}: layout shifts from navigation to idle add up to ≤ ${MAX_SHIFT}`, async ({ page }) => {
        await page.addInitScript(() => {
          window.__rnShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
            >) {
              if (entry.hadRecentInput) continue;
              const sources = (entry.sources ?? []).map((s) => {
                const el = s.node as Element | null | undefined;
                return el
                  ? `${el.nodeName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className || '')}`
                  : '?';
              });
              window.__rnShifts!.push({ value: entry.value, sources });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });

        await page.goto(path, { waitUntil: 'networkidle' });
        await ready(page);
        // the remote is in: the static skeleton has given its place to it
        await expect(page.locator('#rn-skeleton')).toBeHidden();
        // one more frame, so a shift caused by the last response is reported
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );

        const shifts = await page.evaluate(() => window.__rnShifts ?? []);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  });
}

test("home's largest paint, the first banner, is fetched at once: eager and high priority", async ({ page }) => {
  await page.goto('/en-id');
  const first = page.locator('#srch-offers-title ~ ul img').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
});

test('the first hotel pictures of a listing are eager and high priority, the rest lazy', async ({ page }) => {
  await page.goto('/en-id/search?location=cit-jakarta');
  const pictures = page.getByRole('article').locator('img');
  await expect(pictures.first()).toBeVisible();
  await expect(pictures.nth(0)).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(2)).toHaveAttribute('loading', 'lazy');
});

/**
 * The frame the edge draws (shell first-view.tsx) and the header the shell mounts have one height on
 * a phone in every language: a Thai or Vietnamese page link that wrapped once the locale menus took
 * their place made the mounted header 24–48 px taller, and the whole page moved down (the shift sum
 * above is on English pages only); now the row holds the brand, Sign in and the menu button only, and
 * Sign in, which only the script draws, must not change it. Compared: the first HTML with scripts
 * off, and the mounted page.
 */
test('on a phone the header has one height from the first HTML to the mounted chrome, in every language', async ({
  browser,
  baseURL,
}) => {
  const viewport = { width: 390, height: 844 };
  const boxes = async (javaScriptEnabled: boolean, path: string) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport, isMobile: true });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    // the frame's menu button is there with or without scripts; mounted, Sign in is too (the frame
    // leaves the user area empty)
    const menu = page.locator('#rn-header button[aria-haspopup="dialog"]');
    await expect(menu).toBeVisible();
    if (javaScriptEnabled) await expect(page.locator('#rn-header a[href$="/signIn"]')).toBeVisible();
    const box = await page.evaluate(() => ({
      header: Math.round(document.getElementById('rn-header')!.getBoundingClientRect().height),
      menu: Math.round(
        document.querySelector('#rn-header button[aria-haspopup="dialog"]')!.getBoundingClientRect().top,
      ),
      main: Math.round(document.getElementById('rn-main')!.getBoundingClientRect().top),
    }));
    await context.close();
    return box;
  };
  for (const path of ['/en-id/faq', '/id-id/faq', '/vi-vn/faq', '/th-th/faq']) {
    const first = await boxes(false, path);
    const mounted = await boxes(true, path);
    expect(mounted, `${path}: first HTML ${JSON.stringify(first)}, mounted ${JSON.stringify(mounted)}`).toEqual(first);
  }
});
