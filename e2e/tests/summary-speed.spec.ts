import { test, expect } from '../fixtures.ts';
import { openFirstSummary } from '../booking-steps.ts';

/**
 * The booking summary on a slow phone (Chromium's CPU slowed 4×): the captcha's proof-of-work runs
 * in a Web Worker, so the main thread stays free while it is solved. Records the longest main-thread
 * task while the captcha is being solved (User Timing marks rn:captcha-start / rn:captcha-ready, a
 * PerformanceObserver for long tasks) and prints it; fails when the Book button, pressed as soon as
 * it is painted, does not take the press within 1 s (the click reaches the page's handler later).
 */
// a timing: npm test runs @quiet journeys last, alone on the machine (scripts/run.mjs); a retry still
// covers one slow moment that is not the page's
test.describe.configure({ retries: 2 });

const OBSERVE = () => {
  const w = window as unknown as {
    __rn: { long: [number, number][]; buttonAt: number | null; clickAt: number | null };
  };
  w.__rn = { long: [], buttonAt: null, clickAt: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__rn.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // when the Book button is first in the page (it paints in the frame after it is added)
  const seen = () => {
    if (w.__rn.buttonAt !== null) return;
    const button = Array.from(document.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Book and pay by card'),
    );
    if (button) w.__rn.buttonAt = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  // when a click on it reaches the page (a busy main thread delays it)
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target as Element | null;
      if (w.__rn.clickAt === null && target?.closest('button')?.textContent?.includes('Book and pay by card'))
        w.__rn.clickAt = performance.now();
    },
    true,
  );
};

test(
  'the summary stays responsive at 4× CPU slowdown while the captcha is solved',
  { tag: '@quiet' },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    // a real room: the listing's first hotel, its first plan
    await openFirstSummary(page, 40, 2);
    const summaryUrl = page.url();

    const slow = await context.newPage();
    await slow.addInitScript(OBSERVE);
    await (await context.newCDPSession(slow)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await slow.goto(summaryUrl);
    const book = slow.getByRole('button', { name: 'Book and pay by card' });
    // a guest presses Book as soon as they see it: from then until the page's handler has the click
    await book.waitFor({ state: 'visible' });
    const pressedAt = Date.now();
    await book.click();
    // the form answers the click (its fields are empty), so the page took it
    await expect(slow.getByText('Enter the first name of the guest')).toBeVisible();
    await expect(slow.locator('[data-captcha="ready"]')).toBeVisible({ timeout: 60_000 });

    const seen = await slow.evaluate(() => {
      const w = window as unknown as {
        __rn: { long: [number, number][]; buttonAt: number | null; clickAt: number | null };
      };
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      return {
        ...w.__rn,
        origin: performance.timeOrigin,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        start: at('rn:captcha-start'),
        ready: at('rn:captcha-ready'),
      };
    });
    expect(seen.start, 'the captcha check started').not.toBeNull();
    expect(seen.ready, 'the captcha check finished').not.toBeNull();
    const during = seen.long.filter(([s, d]) => s < seen.ready! && s + d > seen.start!);
    const longest = Math.max(0, ...during.map(([, d]) => d));
    const handledAfter = seen.origin + seen.clickAt! - pressedAt;
    const pressedAfter = seen.clickAt! - seen.buttonAt!;
    const figures =
      `captcha solved in ${Math.round(seen.ready! - seen.start!)} ms at 4× CPU; longest main-thread task meanwhile ` +
      `${Math.round(longest)} ms (${during.length} long tasks); first contentful paint ${Math.round(seen.fcp ?? 0)} ms, ` +
      `Book button in the page at ${Math.round(seen.buttonAt!)} ms, pressed as soon as it showed and handled ` +
      `${Math.round(handledAfter)} ms after the press (${Math.round(pressedAfter)} ms after it was added to the page)`;
    console.log(figures);
    test.info().annotations.push({ type: 'figures', description: figures });
    expect(handledAfter, 'the Book button, once painted, takes a press within 1 s').toBeLessThanOrEqual(1_000);
  },
);
