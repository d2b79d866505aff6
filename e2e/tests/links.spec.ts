import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import {
  LINKS_PER_SHAPE,
  PAGES,
  SIGNED_IN_PAGES,
  accountMenuLinks,
  linkShape,
  linksOn,
  signInAsDemo,
} from '../crawl.ts';
import { expectNoPageProblems, ourOrigins, settleWithPictures, watchPageProblems } from '../page-problems.ts';

/**
 * No blank pages, no dead links. Every page the product has is opened, as a
 * guest and as the demo member; every link on it (header, footer, page) is followed. A link fails
 * when it ends on the locale's home by the catch-all (its target is not a page), on the error
 * page, on a remote's failure panel, on an HTTP error, or on an empty main area. The crawl also
 * watches every page it opens: a CSP violation, a console error, an uncaught
 * error or a failed request to our origins fails it (csp.spec.ts opens the pages no link reaches).
 */
// the crawls are the longest tests (3–6 min each on a busy CI machine) and share nothing but the
// stack's seed: spread over both workers rather than one after another on one
test.describe.configure({ mode: 'parallel' });

/** The page is drawn: the main area has text and the remote's own heading, nothing failed. */
async function expectDrawn(page: Page, what: string) {
  const main = page.locator('#rn-main');
  await expect(main.getByRole('heading', { level: 1 }).first(), `${what}: a page heading`).toBeVisible();
  await expect(page.getByText('Oops!'), `${what}: not the error page`).toHaveCount(0);
  await expect(
    main.getByRole('alert').filter({ hasText: /couldn.t load|could not load|stopped working/i }),
    `${what}: no failure panel`,
  ).toHaveCount(0);
  // polled: a page may show its heading a moment before the rest of its content
  await expect
    .poll(async () => (await main.innerText()).trim().length, `${what}: main area has content`)
    .toBeGreaterThan(20);
}

const isHome = (pathname: string) => /^\/[a-z]{2}-[a-z]{2}\/?$/.test(pathname);

async function followAll(page: Page, origin: string, pages: string[]) {
  const links = new Map<string, string>();
  const perShape = new Map<string, number>();
  for (const start of pages) {
    await page.goto(start);
    await settleWithPictures(page);
    await expectDrawn(page, start);
    for (const link of await linksOn(page, origin)) {
      const shape = linkShape(link);
      if (links.has(link) || (perShape.get(shape) ?? 0) >= LINKS_PER_SHAPE) continue;
      perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
      links.set(link, start);
    }
  }
  expect(links.size, 'links found').toBeGreaterThan(5);
  for (const [link, foundOn] of links) {
    const response = await page.goto(link);
    const what = `${link} (linked from ${foundOn})`;
    expect(response?.status() ?? 0, `${what}: HTTP status`).toBeLessThan(400);
    await settleWithPictures(page);
    const landed = new URL(page.url());
    const target = new URL(link, origin);
    // desktop sign-in (spec §2): /signIn goes back to the page it came from (or home) with the sign-in dialog over it
    if (/\/signIn$/.test(target.pathname) && landed.hash === '#signIn') {
      // in the page's language (th-th names it เข้าสู่ระบบ): the one dialog, with its email field and submit button
      const dialog = page.getByRole('dialog');
      await expect(dialog, `${what}: the sign-in dialog`).toBeVisible();
      await expect(
        dialog.locator('input[type="email"], input[autocomplete~="email"]').first(),
        `${what}: the dialog's email field`,
      ).toBeVisible();
      await expect(
        dialog.locator('button[type="submit"]').first(),
        `${what}: the dialog's submit button`,
      ).toBeVisible();
      continue;
    }
    if (!isHome(target.pathname))
      expect(isHome(landed.pathname), `${what}: ended on the home page by the catch-all`).toBe(false);
    await expectDrawn(page, what);
  }
  return { links: links.size, opened: pages.length + links.size };
}

test('every link on every page leads to a drawn page, with no CSP violation or console error (guest)', async ({
  page,
  stack,
}) => {
  test.setTimeout(300_000);
  const watch = await watchPageProblems(page, ourOrigins(stack));
  const { links, opened } = await followAll(page, new URL(stack.url).origin, PAGES);
  console.log(`followed ${links} links as a guest`);
  expectNoPageProblems(watch, opened);
});

test('every link a signed-in member sees leads to a drawn page, with no CSP violation or console error', async ({
  page,
  stack,
}) => {
  test.setTimeout(300_000);
  const watch = await watchPageProblems(page, ourOrigins(stack));
  await signInAsDemo(page);
  const origin = new URL(stack.url).origin;
  const menuLinks = await accountMenuLinks(page, origin);
  const { links, opened } = await followAll(page, origin, [
    ...SIGNED_IN_PAGES,
    ...menuLinks.filter((l) => !SIGNED_IN_PAGES.includes(l)),
  ]);
  console.log(`followed ${links} links as a member`);
  expectNoPageProblems(watch, opened);
});

test('a path under a remote that no page draws goes to the locale home (spec §2 catch-all)', async ({ page }) => {
  for (const path of [
    '/en-id/hotel',
    '/en-id/faq/no-such-question',
    '/en-sg/bulk-subscription',
    '/en-id/account/nothing-here',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/en-(id|sg)\/?$/);
    await expectDrawn(page, `${path} → home`);
  }
});
