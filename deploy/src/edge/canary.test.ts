/**
 * Canary releases: a share of browser sessions, sticky per session, gets a remote's new
 * version from the edge (manifest, stitched manifest block and first-view preloads alike); status
 * shows the split; promote and abort are one command each; every step is in the audit. The edge
 * runs over a fixture CDN, the CLI as a child process.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { CANARY_COOKIE, sessionBucket } from './canary';
import { createEdge } from './edge';
import { abortCanary, canary, promote, promoteCanary, publish, rollback } from '../releases/releases';
import { readReleases, type DeployError, type ReleaseStore } from '../releases/store';
import { auditTrail } from '../releases/views';
import { REMOTES, type RemoteName } from '../remotes';
import { fixtureStore, makeTempRoot, writeRemoteBuild, writeShellBuild } from '../testing/fixtures';

const CLI = path.join(import.meta.dirname, '..', 'cli.ts');
const remotePorts = Object.fromEntries(REMOTES.map((r, i) => [r.name, 9301 + i])) as Record<RemoteName, number>;

let root: string;
let store: ReleaseStore;
let edge: FastifyInstance;
let base: string;

beforeEach(async () => {
  root = makeTempRoot();
  store = fixtureStore(root);
  writeShellBuild(root);
  edge = await createEdge({
    shellDir: path.join(root, 'shell', 'dist'),
    cdnDir: store.cdnDir,
    apiUrl: null,
    remotePorts,
  });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await edge.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Publishes two builds of a remote: the first live, the second only on the CDN (published, then rolled back). */
async function liveAndNext(folder: string): Promise<[string, string]> {
  writeRemoteBuild(root, folder, 'old');
  const live = (await publish(store, folder)).version;
  writeRemoteBuild(root, folder, 'new');
  const next = (await publish(store, folder, { canaryShare: 10 })).version;
  return [live, next];
}

/** One browser session: keeps the cookie the edge sets, like a browser until it closes. */
function browserSession() {
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    async manifest(): Promise<{ remotes: Record<string, { version: string; entry: string }> }> {
      const res = await fetch(`${base}/manifest.json`, { headers: cookie ? { cookie } : {} });
      const set = res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return (await res.json()) as { remotes: Record<string, { version: string; entry: string }> };
    },
    async page(p: string): Promise<{ html: string; setCookie: string | null; vary: string | null }> {
      const res = await fetch(base + p, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      const set = res.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0]!;
      return { html: await res.text(), setCookie: set, vary: res.headers.get('vary') };
    },
  };
}

describe('the edge picks per browser session', () => {
  test('a session keeps its pick on every load; the page it is served follows the same pick', async () => {
    const [live, next] = await liveAndNext('mf-content');
    await canary(store, 'mf_content', next, 50);
    const seen = new Map<string, number>();
    for (let i = 0; i < 16; i++) {
      const s = browserSession();
      const first = await s.page('/en-id/faq');
      assert.match(
        first.setCookie ?? '',
        new RegExp(`^${CANARY_COOKIE}=[0-9a-f]{32}; Path=/; HttpOnly; SameSite=Lax$`),
      );
      assert.match(first.vary ?? '', /Cookie/);
      const block = JSON.parse(/id="rn-runtime-manifest">(.*?)<\/script>/.exec(first.html)![1]!) as {
        remotes: Record<string, { version: string }>;
      };
      const picked = block.remotes.mf_content!.version;
      assert.ok(picked === live || picked === next);
      // the preloads come from the version the session got
      assert.ok(first.html.includes(`/mf-content/${picked}/remoteEntry.js`), 'preloads follow the pick');
      assert.ok(!first.html.includes(`/mf-content/${picked === live ? next : live}/`), 'never the other version');
      for (let j = 0; j < 5; j++) {
        assert.equal((await s.manifest()).remotes.mf_content!.version, picked, 'sticky');
        const again = await s.page('/en-id/faq');
        assert.equal(again.setCookie, null, 'the session keeps its cookie');
      }
      seen.set(picked, (seen.get(picked) ?? 0) + 1);
    }
    assert.equal(seen.size, 2, 'at 50%, 16 sessions see both versions');
    // a session is never on a canary of a remote without one
    writeRemoteBuild(root, 'mf-search', 's');
    const search = (await publish(store, 'mf_search')).version;
    assert.equal((await browserSession().manifest()).remotes.mf_search!.version, search);
  });

  test('no cookie is set while no canary runs', async () => {
    writeRemoteBuild(root, 'mf-club', 'one');
    await publish(store, 'mf_club');
    const res = await fetch(`${base}/manifest.json`);
    assert.equal(res.headers.get('set-cookie'), null);
    const page = await fetch(`${base}/en-id/club`, { headers: { accept: 'text/html' } });
    assert.equal(page.headers.get('set-cookie'), null);
  });

  test('the share is honoured over many sessions, and widening it keeps every session that had the canary', async () => {
    const [, next] = await liveAndNext('mf-club');
    await canary(store, 'mf_club', next, 20);
    const sessions = Array.from({ length: 400 }, () => browserSession());
    const onCanary = async () => {
      const picks = await Promise.all(
        sessions.map(async (s) => (await s.manifest()).remotes.mf_club!.version === next),
      );
      return picks;
    };
    const at20 = await onCanary();
    const share20 = at20.filter(Boolean).length / sessions.length;
    assert.ok(share20 > 0.14 && share20 < 0.26, `20% asked, ${(share20 * 100).toFixed(1)}% got it`);

    await canary(store, 'mf_club', next, 60);
    const at60 = await onCanary();
    const share60 = at60.filter(Boolean).length / sessions.length;
    assert.ok(share60 > 0.53 && share60 < 0.67, `60% asked, ${(share60 * 100).toFixed(1)}% got it`);
    at20.forEach((had, i) => had && assert.ok(at60[i], 'a session that had the canary keeps it'));
  });

  test('buckets are spread evenly and drawn per remote', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => i.toString(16).padStart(32, '0'));
    const below = (remote: RemoteName, share: number) =>
      ids.filter((id) => sessionBucket(id, remote) < share).length / ids.length;
    assert.ok(Math.abs(below('mf_search', 10) - 0.1) < 0.02);
    assert.ok(Math.abs(below('mf_search', 50) - 0.5) < 0.03);
    const both =
      ids.filter((id) => sessionBucket(id, 'mf_search') < 50 && sessionBucket(id, 'mf_club') < 50).length / ids.length;
    assert.ok(Math.abs(both - 0.25) < 0.03, 'independent draws per remote');
  });
});

describe('canary steps', () => {
  test('promote makes the canary live for every session, abort puts every session back; each is audited', async () => {
    const [live, next] = await liveAndNext('mf-search');
    await canary({ ...store, actor: 'ana' }, 'mf_search', next, 30);
    assert.equal(readReleases(store.cdnDir).remotes.mf_search!.current, live, 'the live version is unchanged');

    await abortCanary({ ...store, actor: 'ops-bot' }, 'mf_search');
    for (let i = 0; i < 40; i++) assert.equal((await browserSession().manifest()).remotes.mf_search!.version, live);

    await canary(store, 'mf_search', next, 5);
    await promoteCanary({ ...store, actor: 'bea' }, 'mf_search');
    for (let i = 0; i < 40; i++) assert.equal((await browserSession().manifest()).remotes.mf_search!.version, next);
    assert.equal(readReleases(store.cdnDir).remotes.mf_search!.canary, null);

    // a promoted canary is one step of the trail: rollback returns from it
    assert.equal((await rollback(store, 'mf_search')).version, live);

    assert.deepEqual(
      auditTrail(store.cdnDir, 'mf_search').map((e) => [
        e.action,
        e.from,
        e.version,
        e.share ?? null,
        e.actor === undefined ? null : e.actor.length > 0,
      ]),
      [
        ['publish', null, live, null, true],
        ['canary', live, next, 10, true],
        ['canary', live, next, 30, true],
        ['canary-abort', next, live, 0, true],
        ['canary', live, next, 5, true],
        ['canary-promote', live, next, 100, true],
        ['rollback', next, live, null, true],
      ],
    );
    const steps = auditTrail(store.cdnDir, 'mf_search');
    assert.equal(steps[2]!.actor, 'ana');
    assert.equal(steps[3]!.actor, 'ops-bot');
    assert.equal(steps[5]!.actor, 'bea');
    assert.ok(
      steps.every((e, i) => i === 0 || e.at > steps[i - 1]!.at),
      'each with its time',
    );
  });

  test('the contract check applies to a canary: an incompatible build is refused and nothing changes', async () => {
    writeRemoteBuild(root, 'mf-booking', 'ok');
    const live = (await publish(store, 'mf_booking')).version;
    const before = fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8');
    writeRemoteBuild(root, 'mf-booking', 'old-react', '1.2.3', (m) => {
      m.shared[0]!.version = '18.3.1';
      m.shared[0]!.requiredVersion = '^18.0.0';
    });
    await assert.rejects(
      publish(store, 'mf_booking', { canaryShare: 10 }),
      (err: DeployError) => err.code === 'CONTRACT_MISMATCH' && /react 18\.3\.1/.test(err.message),
    );
    assert.equal(fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8'), before);
    assert.equal((await browserSession().manifest()).remotes.mf_booking!.version, live);
  });

  test('while a canary runs, other pointer moves are refused; bad shares and missing canaries are refused', async () => {
    const [live, next] = await liveAndNext('mf-account');
    const code = (c: string) => (err: DeployError) => err.code === c;
    await assert.rejects(rollback(store, 'mf_account'), code('NO_PREVIOUS_VERSION'));
    await assert.rejects(promote(store, 'mf_account', next), code('CANARY_RUNNING'));
    writeRemoteBuild(root, 'mf-account', 'third');
    await assert.rejects(publish(store, 'mf_account'), code('CANARY_RUNNING'));
    await assert.rejects(canary(store, 'mf_account', live, 10), code('CANARY_RUNNING'));
    for (const share of [0, 100, 12.5, Number.NaN])
      await assert.rejects(canary(store, 'mf_account', next, share), code('BAD_SHARE'));
    await abortCanary(store, 'mf_account');
    await assert.rejects(abortCanary(store, 'mf_account'), code('NO_CANARY'));
    await assert.rejects(promoteCanary(store, 'mf_account'), code('NO_CANARY'));
    await assert.rejects(canary(store, 'mf_account', live, 10), code('CANARY_IS_LIVE'));
    await assert.rejects(canary(store, 'mf_account', '1.2.3-nothere', 10), code('UNKNOWN_VERSION'));
    assert.equal(readReleases(store.cdnDir).remotes.mf_account!.current, live);
  });
});

/** Runs the CLI against the fixture CDN; resolves with its exit code and output. */
async function cli(args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CDN_DIR: store.cdnDir, RELEASE_ACTOR: 'release-train' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env,
      cwd: path.resolve(import.meta.dirname, '../..'),
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

test('the CLI: canary, status shows the split, promote and abort in one command each', async () => {
  const [live, next] = await liveAndNext('mf-corporate');
  await abortCanary(store, 'mf_corporate');

  const start = await cli(['canary', 'mf_corporate', next, '--share', '25']);
  assert.equal(start.code, 0, start.out);
  assert.match(
    start.out,
    new RegExp(`mf_corporate: canary ${next} for 25% of sessions \\(the others stay on ${live}\\) \\[\\d+ ms\\]`),
  );

  const status = await cli(['status', 'mf_corporate']);
  assert.match(status.out, new RegExp(`75% current, 25% canary ${next}`));
  assert.match(status.out, new RegExp(`mf_corporate\\s+canary\\s+${live}\\s+${next}\\s+25%\\s+release-train`));

  const abort = await cli(['abort', 'mf-corporate', '--actor', 'nina']);
  assert.equal(abort.code, 0, abort.out);
  assert.match(abort.out, new RegExp(`canary ${next} aborted, every session on ${live}`));
  assert.match((await cli(['status', 'mf_corporate'])).out, /100% current/);

  assert.equal((await cli(['canary', 'mf_corporate', next, '--share', '101'])).code, 1);
  assert.equal((await cli(['canary', 'mf_corporate', next, '--share', '10%'])).code, 0);
  const promoted = await cli(['promote', 'mf_corporate']);
  assert.equal(promoted.code, 0, promoted.out);
  assert.match(promoted.out, new RegExp(`canary ${next} promoted, live for every session \\(was ${live}\\)`));
  const after = await cli(['status', 'mf_corporate']);
  assert.match(after.out, new RegExp(`mf_corporate\\s+${next}\\s+${live}\\s+100% current`));
  assert.match(after.out, new RegExp(`canary-abort\\s+${next}\\s+${live}\\s+0%\\s+nina`));
  assert.match(after.out, new RegExp(`canary-promote\\s+${live}\\s+${next}\\s+100%\\s+release-train`));
  assert.equal((await cli(['abort', 'mf_corporate'])).code, 1);
});
