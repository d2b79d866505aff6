import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Everything that went wrong on a page, as text, each with the page it happened on: CSP violations
 * (the document's `securitypolicyviolation` events and Chromium's "Content Security Policy"
 * console messages), console errors, uncaught page errors, requests to our origins that failed or
 * answered ≥ 400, and navigations whose page came without a Content-Security-Policy.
 * Requests aborted by the next navigation (net::ERR_ABORTED) are not problems.
 */
export interface PageProblems {
  readonly problems: string[];
  readonly violations: string[];
  /** how many CSP-carrying documents were checked */
  readonly documents: number;
}

export async function watchPageProblems(page: Page, isOurs: (url: URL) => boolean): Promise<PageProblems> {
  const state = { problems: [] as string[], violations: [] as string[], documents: 0 };
  const where = () => {
    try {
      const u = new URL(page.url());
      return u.host + u.pathname + u.search;
    } catch {
      return page.url();
    }
  };
  const add = (what: string) => state.problems.push(`${where()}: ${what}`);

  await page.exposeBinding(
    '__rnCspViolation',
    (_source, v: { directive: string; blocked: string; source: string; line: number; sample: string }) => {
      const text = `CSP violation: ${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}:${v.line}${v.sample ? ` "${v.sample}"` : ''}`;
      state.violations.push(`${where()}: ${text}`);
      add(text);
    },
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __rnCspViolation?: (v: object) => void }).__rnCspViolation;
      report?.({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
      });
    });
  });

  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) {
      state.violations.push(`${where()}: console: ${text}`);
      add(`console ${msg.type()} (CSP): ${text}`);
    } else if (msg.type() === 'error') {
      const loc = msg.location();
      add(`console error: ${text}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => add(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? 'failed';
    if (failure.includes('ERR_ABORTED')) return;
    if (isOurs(new URL(req.url()))) add(`request failed: ${req.method()} ${req.url()} (${failure})`);
  });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!isOurs(url)) return;
    if (res.status() >= 400) add(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
    if (res.request().isNavigationRequest() && res.request().frame() === page.mainFrame()) {
      const csp = res.headers()['content-security-policy'];
      if (!csp) add(`no Content-Security-Policy on the page ${res.url()}`);
      else state.documents++;
    }
  });
  return state;
}

/** Waits for the network to settle and for every picture, lazy ones below the fold too, to load (img-src is checked on all). */
export async function settleWithPictures(page: Page) {
  // bounded, so a page that never settles fails here, naming it, rather than at the test's time limit
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  // pictures drawn after a first pass (more results, a re-render) come lazy again, and a lazy one
  // below the fold never loads: every poll makes the lazy ones eager before it counts them
  await page.waitForFunction(
    () => {
      document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
      return Array.from(document.images).every((img) => img.complete);
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** Our origins on the stack under test: the edge and the remote servers, on localhost and its subdomains. */
export function ourOrigins(stack: { port: number; remotePorts: Record<string, number> }) {
  const ports = new Set([stack.port, ...Object.values(stack.remotePorts)].map(String));
  return (url: URL) => (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) && ports.has(url.port);
}

/** Fails on anything the watch saw; `opened` pages must each have come with a policy. */
export function expectNoPageProblems(watch: PageProblems, opened: number) {
  expect(watch.documents, 'pages checked under a policy').toBeGreaterThanOrEqual(opened);
  expect(watch.violations, 'CSP violations').toEqual([]);
  expect(watch.problems, 'console errors, page errors, failed requests').toEqual([]);
}
