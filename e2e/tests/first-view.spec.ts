import { test, expect } from '../fixtures.ts';

/**
 * Home's largest paint is in the first HTML. The edge draws the country's offers strip
 * into home's prerendered first view from mf-search's own template and hands the page the banners
 * answer it drew them from (deploy first-view.ts, home-banners.ts): the banners show before any
 * script, and the mounted page shows the same ones without asking the API again.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("with scripts off, home already shows the country's offers with their pictures", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/en-id');
  const first = page.locator('#rn-skeleton .rn-first-view section[data-rn-slot="banners"] img').first();
  await expect(first).toBeVisible();
  expect(await first.getAttribute('alt')).toMatch(/^Bali for less\./);
  // the picture itself has loaded (a broken image has no natural width)
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('with scripts on, the first banner from the HTML is the largest paint and the page does not ask for the banners again', async ({
  page,
}) => {
  const bannerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/load_banners')) bannerCalls.push(r.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { __rnLcp: string[] }).__rnLcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { url: string }>)
        (window as unknown as { __rnLcp: string[] }).__rnLcp.push(e.url);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/en-id', { waitUntil: 'networkidle' });
  // the mounted page: its own strip, the same banners, in place of the first view
  await expect(page.getByRole('link', { name: /^Bali for less\./ })).toBeVisible();
  await expect(page.locator('#rn-skeleton')).toBeHidden();
  const lcp = await page.evaluate(() => (window as unknown as { __rnLcp: string[] }).__rnLcp);
  expect(lcp.at(-1)).toMatch(/\/cdn\/banners\/1\.svg$/);
  expect(bannerCalls).toEqual([]);
});

/**
 * The hotel page's largest paint, its main picture, is in the first HTML too: the edge asks the API
 * for the hotel's first picture (deploy hotel-pictures.ts) and draws it into the page's skeleton from
 * mf-search's template, preloaded first. The mounted gallery draws the same picture, a little
 * smaller, so the browser keeps the early paint as the largest.
 */
const HOTEL = '/en-id/hotel/rumah-kelapa-gading-syariah-hotel-jakarta';

test("with scripts off, a hotel page already shows the hotel's main picture", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  // the edge waits for the API at most a moment on the first page of a hotel (a page never waits
  // long: without the answer the skeleton stays); once it knows the hotel, every page has the picture
  await expect
    .poll(async () =>
      /data-rn-slot="hotel-picture">.*?<img/.test(
        await (await page.request.get(HOTEL, { headers: { accept: 'text/html' } })).text(),
      ),
    )
    .toBe(true);
  await page.goto(HOTEL);
  const picture = page.locator('#rn-skeleton .rn-first-view [data-rn-slot="hotel-picture"] img');
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('alt')).toBe('Rumah Kelapa Gading Syariah Hotel');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // it is where the gallery comes: full width, 4:3
  const box = (await picture.boundingBox())!;
  expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.05);
  await context.close();
});

test("with scripts on, the hotel's picture from the HTML stays the largest paint after the gallery mounts", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __rnLcp: string[] }).__rnLcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { url: string }>)
        (window as unknown as { __rnLcp: string[] }).__rnLcp.push(e.url);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(HOTEL, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rumah Kelapa Gading Syariah Hotel' })).toBeVisible();
  await expect(page.locator('#rn-skeleton')).toBeHidden();
  const pictures = (await page.evaluate(() => (window as unknown as { __rnLcp: string[] }).__rnLcp)).filter(Boolean);
  // one paint of the picture: the first view's (the gallery draws the same address later, smaller)
  expect(pictures).toHaveLength(1);
  expect(pictures[0]).toMatch(/\/api\/images\/properties\/\d+\/1\.svg$/);
});

/**
 * A listing's largest paint, its first result's picture, is in the first HTML when the edge can ask
 * the page's own search (deploy listing-pictures.ts: a URL with the place, the stay and the party
 * only): drawn into the skeleton's first card, the same picture the mounted list draws first.
 */
const LISTING = '/en-id/search?location=cit-jakarta';

test("with scripts off, a listing already shows its first result's picture, the one the list then draws first", async ({
  browser,
  baseURL,
  page,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const still = await context.newPage();
  await expect
    .poll(async () =>
      /data-rn-slot="listing-picture">.*?<img/.test(
        await (await still.request.get(LISTING, { headers: { accept: 'text/html' } })).text(),
      ),
    )
    .toBe(true);
  await still.goto(LISTING);
  const picture = still.locator('#rn-skeleton .rn-first-view [data-rn-slot="listing-picture"] img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await picture.boundingBox())!;
  expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.05);
  const early = await picture.getAttribute('src');
  const name = (await picture.getAttribute('alt'))!.replace(/^Photo of /, '');
  await context.close();

  // the same page with scripts: the list's first card is that hotel, with that picture
  await page.goto(LISTING);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
  expect(await first.getByRole('img', { name: `Photo of ${name}` }).getAttribute('src')).toBe(early);
});

test("with scripts on, the listing's first picture from the HTML stays the largest paint after the list mounts; a sorted listing has none in its HTML", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __rnLcp: string[] }).__rnLcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { url: string }>)
        (window as unknown as { __rnLcp: string[] }).__rnLcp.push(e.url);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(LISTING, { waitUntil: 'networkidle' });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('#rn-skeleton')).toBeHidden();
  const pictures = (await page.evaluate(() => (window as unknown as { __rnLcp: string[] }).__rnLcp)).filter(Boolean);
  expect(pictures).toHaveLength(1);
  expect(pictures[0]).toMatch(/\/api\/images\/properties\/\d+\/1\.svg$/);
  // the page's sort is the visitor's choice here: the edge cannot know the first result and draws none
  const sorted = await (
    await page.request.get(`${LISTING}&sort_by=price`, { headers: { accept: 'text/html' } })
  ).text();
  expect(sorted).toMatch(/data-rn-slot="listing-picture">/);
  expect(sorted).not.toMatch(/data-rn-slot="listing-picture">[^]*?<img[^>]*\/api\/images/);
});
