import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from '@playwright/test';
import { runWebpack } from '../../deploy/src/build.ts';
import { REPO_ROOT } from '../../deploy/src/config/env.ts';
import { shellContract } from '../../deploy/src/releases/contract.ts';
import { contentHash, publish } from '../../deploy/src/releases/releases.ts';
import { readReleases, type ReleaseStore } from '../../deploy/src/releases/store.ts';
import { REMOTES } from '../../deploy/src/remotes.ts';
import { startStack } from '../../deploy/src/stack/stack.ts';
import { test, expect } from '../fixtures.ts';

/**
 * The proof: one area is released and rolled back alone. mf-content is built a second
 * time with another release label (RN_RELEASE_LABEL: its area then carries another
 * `data-rn-release`; the first build is the one `npm test` already made). Both are published, with
 * the other remotes, to a CDN folder of this test's own (deploy/.cdn is never touched) served by a
 * stack of its own that shares the worker's API. A journey across three remotes records every URL
 * and the sha256 of every body; `cli.ts rollback mf_content` runs as an operator would; the page
 * reloads and shows the old release, and the same journey again fetches byte-identical shell and
 * other-remote files. The time from the command to the reloaded page showing the change is printed.
 */

const LABEL = 'e2e-v2';
const CLI = path.join(REPO_ROOT, 'deploy', 'src', 'cli.ts');

/** home (mf_search), sign-in (mf_account), then the FAQ (mf_content), where the journey stays */
const JOURNEY: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/en-id', ready: (page) => expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible() },
  { path: '/en-id/signIn', ready: (page) => expect(page.getByLabel('Email')).toBeVisible() },
  {
    path: '/en-id/faq',
    ready: (page) => expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible(),
  },
];

const contentArea = (page: Page) => page.locator('[id="single-spa-application:mf_content"]');
const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/**
 * A page's body without the API answers the edge wrote into it for this request (deploy
 * page-answers.ts: site settings carry a visit id and the server's time): data, as the API's own
 * answers are, not a release's files.
 */
const ANSWERS_BLOCK = /<script type="application\/json" id="rn-first-view-answers">[^<]*<\/script>/;
const releaseBytes = (body: Buffer) => Buffer.from(body.toString('utf8').replace(ANSWERS_BLOCK, ''));

/**
 * The second build of mf-content, next to nothing in the repository: a folder shaped like a
 * package (package.json + dist) that `publish` reads. Kept per first build, so a rerun on the same
 * build does not build again.
 */
async function secondBuild(): Promise<string> {
  const { hash } = await contentHash(path.join(REPO_ROOT, 'mf-content', 'dist'));
  const root = path.join(os.tmpdir(), `rn-e2e-release-${hash}`);
  const dist = path.join(root, 'mf-content', 'dist');
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
    fs.mkdirSync(path.join(root, 'mf-content'), { recursive: true });
    // built beside, then renamed: another checkout running this test at the same time sees a whole build or none
    const building = fs.mkdtempSync(path.join(root, 'building-'));
    const run = await runWebpack(REPO_ROOT, 'mf-content', ['--output-path', building], undefined, {
      RN_RELEASE_LABEL: LABEL,
    });
    if (run.code !== 0) throw new Error(`second build of mf-content failed:\n${run.output.slice(-3000)}`);
    try {
      fs.renameSync(building, dist);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // the other run's build is the same
    }
  }
  fs.copyFileSync(path.join(REPO_ROOT, 'mf-content', 'package.json'), path.join(root, 'mf-content', 'package.json'));
  return root;
}

/** Goes through the journey, returning URL → sha256 of every body the browser received. */
async function journey(page: Page, base: string): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    if (res.status() >= 300 && res.status() < 400) return;
    const html = (res.headers()['content-type'] ?? '').startsWith('text/html');
    // a body the browser no longer holds (it can drop one once the page moved on, on a busy
    // machine) is asked again from the same server: the bytes it serves at that URL
    const body = res.body().catch((error: unknown) =>
      res.request().method() !== 'GET'
        ? Promise.reject(error)
        : page
            .context()
            .request.get(res.url(), { headers: res.request().headers() })
            .then((r) => r.body()),
    );
    pending.push(
      body.then(
        (b) => void bodies.set(res.url(), sha256(html ? releaseBytes(b) : b)),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  for (const step of JOURNEY) {
    await page.goto(base + step.path, { waitUntil: 'networkidle' });
    await step.ready(page);
  }
  page.off('response', onResponse);
  await Promise.all(pending);
  return bodies;
}

test('one remote rolled back alone: its area shows the old release, every other file is byte-identical', async ({
  stack: workerStack,
  browser,
}) => {
  test.setTimeout(300_000);
  expect(workerStack.apiUrl, 'the worker stack runs an API this test can share').not.toBeNull();
  const cdnDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-e2e-cdn-'));
  const store: ReleaseStore = { cdnDir, rootDir: REPO_ROOT, actor: 'e2e' };
  let own: Awaited<ReturnType<typeof startStack>> | null = null;
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    for (const r of REMOTES) await publish(store, r.name);
    const v1 = readReleases(cdnDir).remotes.mf_content!.current!;
    const builtRoot = await secondBuild();

    own = await startStack({ port: 'auto', cdnDir, api: { url: workerStack.apiUrl! } });
    const page = await context.newPage();
    // every file from the servers, none from the browser's cache: each is recorded and hashed
    await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${own.url}/en-id/faq`);
    await expect(contentArea(page)).toHaveAttribute('data-rn-release', /.+/);
    const v1Release = (await contentArea(page).getAttribute('data-rn-release'))!;

    // publish v2 of mf-content: live on the next load, no restart
    const v2 = (await publish({ ...store, rootDir: builtRoot, shell: () => shellContract(REPO_ROOT) }, 'mf_content'))
      .version;
    expect(v2).not.toBe(v1);
    const v2Release = `${v1Release.split('+')[0]}+${LABEL}`;

    await page.goto(own.url);
    const before = await journey(page, own.url);
    await expect(contentArea(page)).toHaveAttribute('data-rn-release', v2Release);

    // the operator's rollback, then the open FAQ page reloads
    const started = performance.now();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, 'rollback', 'mf_content', '--actor', 'e2e'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, CDN_DIR: cdnDir },
      },
    );
    const commandMs = performance.now() - started;
    await page.reload();
    await expect(contentArea(page)).toHaveAttribute('data-rn-release', v1Release);
    const visibleMs = performance.now() - started;
    console.log(
      `release-rollback: rollback command → reloaded page showing ${v1Release}: ${Math.round(visibleMs)} ms ` +
        `(the command ${Math.round(commandMs)} ms of it: ${stdout.trim()})`,
    );
    test.info().annotations.push({
      type: 'rollback to visible',
      description: `${Math.round(visibleMs)} ms (command ${Math.round(commandMs)} ms)`,
    });

    const after = await journey(page, own.url);
    await expect(contentArea(page)).toHaveAttribute('data-rn-release', v1Release);

    const contentOrigin = own.remoteUrl('mf_content');
    const pages = new Set(JOURNEY.map((s) => `${own!.url}${s.path}`));
    const kind = (url: string) => {
      const u = new URL(url);
      if (u.pathname.startsWith('/api/')) return 'api'; // data, not a release
      if (url.startsWith(`${contentOrigin}/mf-content/`)) return 'area';
      if (pages.has(url)) return url.endsWith('/faq') ? 'area' : 'page';
      if (u.pathname === '/manifest.json') return 'page';
      return 'other';
    };
    const only = (m: Map<string, string>, k: string) => new Map([...m].filter(([url]) => kind(url) === k));

    // the area: v2's files before, v1's after, none of v2's
    const areaBefore = [...only(before, 'area').keys()];
    const areaAfter = [...only(after, 'area').keys()];
    expect(areaBefore.some((u) => u.includes(`/mf-content/${v2}/`))).toBe(true);
    expect(areaAfter.some((u) => u.includes(`/mf-content/${v1}/`))).toBe(true);
    expect(areaAfter.filter((u) => u.includes(`/mf-content/${v2}/`))).toEqual([]);

    // the shell and the other remotes: the same URLs, byte for byte
    const othersBefore = only(before, 'other');
    const othersAfter = only(after, 'other');
    // a response the browser reported without a body it could still hand over (one of ~30, now and
    // then, on a busy machine, in either journey) is read from the server as it stands after the rollback
    const pairs: [Map<string, string>, Map<string, string>][] = [
      [othersBefore, othersAfter],
      [othersAfter, othersBefore],
    ];
    for (const [from, to] of pairs)
      for (const url of from.keys())
        if (!to.has(url)) {
          const res = await context.request.get(url);
          if (res.ok()) to.set(url, sha256(await res.body()));
        }
    expect(othersBefore.size).toBeGreaterThan(20);
    expect([...othersAfter.keys()].sort()).toEqual([...othersBefore.keys()].sort());
    const changed = [...othersAfter].filter(([url, hash]) => othersBefore.get(url) !== hash).map(([url]) => url);
    expect(changed, 'shell and other remotes byte-identical').toEqual([]);
    for (const origin of ['mf_search', 'mf_account'] as const) {
      expect(
        [...othersAfter.keys()].some((u) => u.startsWith(own!.remoteUrl(origin))),
        `${origin}'s files were in the journey`,
      ).toBe(true);
    }

    // the other pages differ only in mf_content's version in the manifest they carry
    const pageHtml = async (url: string) =>
      (await context.request.get(url, { headers: { accept: 'text/html' } })).text();
    for (const url of only(after, 'page').keys()) {
      const html = await pageHtml(url);
      expect(html).toContain(`/mf-content/${v1}/remoteEntry.js`);
      expect(sha256(releaseBytes(Buffer.from(html.replaceAll(v1, v2))))).toBe(before.get(url));
    }

    const last = readReleases(cdnDir).remotes.mf_content!.history.at(-1)!;
    expect([last.action, last.from, last.version, last.actor]).toEqual(['rollback', v2, v1, 'e2e']);
  } finally {
    await context.close();
    await own?.close();
    fs.rmSync(cdnDir, { recursive: true, force: true });
  }
});
