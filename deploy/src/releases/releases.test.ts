import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { contentHash, promote, prune, publish, rollback } from './releases';
import { readReleases, type ReleaseStore } from './store';
import { currentVersions, list } from './views';
import type { ChangeResult } from './releases';
import type { DeployError } from './store';
import {
  fixtureStore,
  makeTempRoot,
  writeRemoteBuild,
  writeShellBuild,
  type FixtureManifest,
} from '../testing/fixtures';

let root: string;
let store: ReleaseStore;

beforeEach(() => {
  root = makeTempRoot();
  store = fixtureStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('publish', () => {
  test('copies dist to <folder>/<package version>-<8-char hash> and makes it current', async () => {
    writeRemoteBuild(root, 'mf-search', 'v1');
    const r = await publish(store, 'mf_search');
    assert.match(r.version, /^1\.2\.3-[0-9a-f]{8}$/);
    assert.equal(r.changed, true);
    assert.equal(r.from, null);
    const folder = path.join(store.cdnDir, 'remotes', 'mf-search', r.version);
    assert.equal(
      fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'),
      fs.readFileSync(path.join(root, 'mf-search/dist/mf-manifest.json'), 'utf8'),
    );
    assert.ok(fs.existsSync(path.join(folder, '123.abcdef12.js')));
    assert.deepEqual(currentVersions(store.cdnDir), { mf_search: r.version });
    const rel = readReleases(store.cdnDir).remotes.mf_search!;
    assert.deepEqual(rel.history, [
      {
        action: 'publish',
        version: r.version,
        from: null,
        at: '2026-11-22T04:00:00.000Z',
        actor: os.userInfo().username,
      },
    ]);
  });

  test('accepts the folder name too, and the same build twice is one version', async () => {
    writeRemoteBuild(root, 'mf-club', 'same');
    const a = await publish(store, 'mf-club');
    const b = await publish(store, 'mf_club');
    assert.equal(a.version, b.version);
    assert.equal(b.changed, false);
    assert.equal(readReleases(store.cdnDir).remotes.mf_club!.history.length, 1);
    assert.equal(list(store.cdnDir).find((x) => x.remote === 'mf_club')!.versions, 1);
  });

  test('a changed build gets a new version; the old one stays on the CDN', async () => {
    writeRemoteBuild(root, 'mf-search', 'v1');
    const v1 = await publish(store, 'mf_search');
    writeRemoteBuild(root, 'mf-search', 'v2');
    const v2 = await publish(store, 'mf_search');
    assert.notEqual(v1.version, v2.version);
    assert.equal(v2.from, v1.version);
    assert.ok(fs.existsSync(path.join(store.cdnDir, 'remotes/mf-search', v1.version, 'remoteEntry.js')));
    assert.equal(list(store.cdnDir).find((x) => x.remote === 'mf_search')!.previous, v1.version);
  });

  test('refuses a remote that is not built, naming the build command', async () => {
    await assert.rejects(
      publish(store, 'mf_booking'),
      (err: DeployError) => err.code === 'NOT_BUILT' && /npx webpack --mode production/.test(err.message),
    );
    assert.equal(fs.existsSync(path.join(store.cdnDir, 'releases.json')), false);
  });

  test('refuses an unknown remote', async () => {
    await assert.rejects(publish(store, 'mf_nope'), (err: DeployError) => err.code === 'UNKNOWN_REMOTE');
  });
});

describe('rollback and promote', () => {
  test('rollback returns to the previous version without touching files, then steps further back', async () => {
    const versions: string[] = [];
    for (const m of ['a', 'b', 'c']) {
      writeRemoteBuild(root, 'mf-booking', m);
      versions.push((await publish(store, 'mf_booking')).version);
    }
    const filesBefore = fs.readdirSync(path.join(store.cdnDir, 'remotes/mf-booking')).sort();

    const r1 = await rollback(store, 'mf_booking');
    assert.deepEqual([r1.from, r1.version], [versions[2], versions[1]]);
    assert.equal(currentVersions(store.cdnDir).mf_booking, versions[1]);

    const r2 = await rollback(store, 'mf-booking');
    assert.equal(r2.version, versions[0]);
    await assert.rejects(rollback(store, 'mf_booking'), (err: DeployError) => err.code === 'NO_PREVIOUS_VERSION');

    assert.deepEqual(fs.readdirSync(path.join(store.cdnDir, 'remotes/mf-booking')).sort(), filesBefore);
    const actions = readReleases(store.cdnDir).remotes.mf_booking!.history.map((h) => h.action);
    assert.deepEqual(actions, ['publish', 'publish', 'publish', 'rollback', 'rollback']);
  });

  test('rollback after a promote goes back to what was live before the promote', async () => {
    writeRemoteBuild(root, 'mf-account', 'old');
    const old = (await publish(store, 'mf_account')).version;
    writeRemoteBuild(root, 'mf-account', 'new');
    const fresh = (await publish(store, 'mf_account')).version;
    await rollback(store, 'mf_account');
    const p = await promote(store, 'mf_account', fresh);
    assert.deepEqual([p.from, p.version, p.changed], [old, fresh, true]);
    const back = await rollback(store, 'mf_account');
    assert.equal(back.version, old);
  });

  test('rollback of one remote leaves the others alone', async () => {
    writeRemoteBuild(root, 'mf-search', 's1');
    const s1 = (await publish(store, 'mf_search')).version;
    writeRemoteBuild(root, 'mf-content', 'c1');
    const c1 = (await publish(store, 'mf_content')).version;
    writeRemoteBuild(root, 'mf-content', 'c2');
    await publish(store, 'mf_content');
    await rollback(store, 'mf_content');
    assert.deepEqual(currentVersions(store.cdnDir), { mf_search: s1, mf_content: c1 });
  });

  test('promote refuses a version that was never published and one that is already current is a no-op', async () => {
    writeRemoteBuild(root, 'mf-corporate', 'x');
    const v = (await publish(store, 'mf_corporate')).version;
    await assert.rejects(
      promote(store, 'mf_corporate', '1.2.3-deadbeef'),
      (err: DeployError) => err.code === 'UNKNOWN_VERSION' && err.message.includes(v),
    );
    const same = await promote(store, 'mf_corporate', v);
    assert.equal(same.changed, false);
  });

  test('rollback on a remote never published says so', async () => {
    await assert.rejects(rollback(store, 'mf_club'), (err: DeployError) => err.code === 'NO_PREVIOUS_VERSION');
  });
});

test('contentHash depends on file names and bytes only', async () => {
  writeRemoteBuild(root, 'mf-search', 'same');
  const a = await contentHash(path.join(root, 'mf-search/dist'));
  writeRemoteBuild(root, 'mf-search', 'same');
  const b = await contentHash(path.join(root, 'mf-search/dist'));
  assert.equal(a.hash, b.hash);
  fs.renameSync(path.join(root, 'mf-search/dist/123.abcdef12.js'), path.join(root, 'mf-search/dist/124.abcdef12.js'));
  assert.notEqual((await contentHash(path.join(root, 'mf-search/dist'))).hash, a.hash);
});

test('concurrent publishes of different remotes both land in releases.json', async () => {
  writeRemoteBuild(root, 'mf-search', 's');
  writeRemoteBuild(root, 'mf-club', 'c');
  await Promise.all([publish(store, 'mf_search'), publish(store, 'mf_club')]);
  assert.deepEqual(Object.keys(currentVersions(store.cdnDir)).sort(), ['mf_club', 'mf_search']);
});

test('prune keeps the current version and what a rollback can reach, deletes the rest', async () => {
  const versions: string[] = [];
  for (const m of ['1', '2', '3', '4']) {
    writeRemoteBuild(root, 'mf-search', m);
    versions.push((await publish(store, 'mf_search')).version);
  }
  const [result] = (await prune(store, 2)).filter((r) => r.remote === 'mf_search');
  assert.deepEqual(result!.removed.sort(), [versions[0], versions[1]].sort());
  const dirs = fs.readdirSync(path.join(store.cdnDir, 'remotes/mf-search')).sort();
  assert.deepEqual(dirs, [versions[2], versions[3]].sort());
  const back = await rollback(store, 'mf_search');
  assert.equal(back.version, versions[2]);
  await assert.rejects(rollback(store, 'mf_search'), (err: DeployError) => err.code === 'NO_PREVIOUS_VERSION');
});

describe('contract check before the pointer moves', () => {
  /** What a reader of the CDN sees: releases.json's bytes and every version folder. */
  const snapshot = () => ({
    releases: fs.existsSync(path.join(store.cdnDir, 'releases.json'))
      ? fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8')
      : null,
    folders: fs.existsSync(path.join(store.cdnDir, 'remotes'))
      ? fs.readdirSync(path.join(store.cdnDir, 'remotes'), { recursive: true }).map(String).sort()
      : [],
  });
  const refusal =
    (...parts: RegExp[]) =>
    (err: DeployError) =>
      err.code === 'CONTRACT_MISMATCH' && parts.every((re) => re.test(err.message));
  const react = (m: FixtureManifest) => m.shared.find((x) => x.name === 'react')!;

  test("a build with React 18 is refused, naming the library, its version and the shell's range; nothing changes", async () => {
    writeRemoteBuild(root, 'mf-booking', 'good');
    const good = await publish(store, 'mf_booking');
    const before = snapshot();
    writeRemoteBuild(root, 'mf-booking', 'react18', '1.2.4', (m) =>
      Object.assign(react(m), { version: '18.3.1', requiredVersion: '^18.2.0' }),
    );
    await assert.rejects(
      publish(store, 'mf_booking'),
      refusal(
        /mf_booking/,
        /react 18\.3\.1 does not fit the shell's range \^19\.0\.0/,
        /requires \^18\.2\.0, the shell provides/,
        /nothing changed/,
      ),
    );
    assert.deepEqual(snapshot(), before);
    assert.equal(currentVersions(store.cdnDir).mf_booking, good.version);
  });

  test('a build that does not expose ./app is refused and nothing is written', async () => {
    writeRemoteBuild(
      root,
      'mf-club',
      'no-app',
      '1.2.3',
      (m) => (m.exposes = [{ id: 'mf_club:widget', name: 'widget', path: './widget' }]),
    );
    await assert.rejects(publish(store, 'mf_club'), refusal(/does not expose \.\/app \(exposes \.\/widget\)/));
    assert.deepEqual(snapshot(), { releases: null, folders: [] });
  });

  test("a singleton shared as a plain module, another remote's build and an unreadable manifest are refused", async () => {
    writeRemoteBuild(root, 'mf-search', 'plain', '1.2.3', (m) => (react(m).singleton = false));
    await assert.rejects(
      publish(store, 'mf_search'),
      refusal(/react is shared as a singleton by the shell but not by this build/),
    );
    writeRemoteBuild(root, 'mf-search', 'other', '1.2.3', (m) => (m.name = 'mf_club'));
    await assert.rejects(publish(store, 'mf_search'), refusal(/federation remote "mf_club", not mf_search/));
    writeRemoteBuild(root, 'mf-search', 'broken');
    fs.writeFileSync(path.join(root, 'mf-search/dist/mf-manifest.json'), '{ not json');
    await assert.rejects(publish(store, 'mf_search'), refusal(/cannot be read/));
    assert.deepEqual(snapshot(), { releases: null, folders: [] });
  });

  test("the shell's own build sets the ranges: a remote needing a newer shared library than the shell provides is refused", async () => {
    const shellDist = path.join(root, 'shell', 'dist');
    fs.mkdirSync(shellDist, { recursive: true });
    fs.writeFileSync(
      path.join(shellDist, 'mf-manifest.json'),
      JSON.stringify({
        name: 'shell',
        exposes: [],
        shared: [{ name: '@rednest/shared/session', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' }],
      }),
    );
    writeRemoteBuild(root, 'mf-account', 'newer-shared', '1.2.3', (m) =>
      Object.assign(
        m.shared.find((x) => x.name === '@rednest/shared/session')!,
        { version: '0.2.0', requiredVersion: '^0.2.0' },
      ),
    );
    await assert.rejects(
      publish(store, 'mf_account'),
      refusal(
        /shell\/dist\/mf-manifest\.json/,
        /@rednest\/shared\/session 0\.2\.0 does not fit the shell's range \^0\.1\.0/,
        /requires \^0\.2\.0, the shell provides 0\.1\.0/,
      ),
    );
    writeRemoteBuild(root, 'mf-account', 'fits');
    assert.equal((await publish(store, 'mf_account')).changed, true);
  });

  test("a build that uses the shell's federation runtime needs a shell publishing the same major.minor", async () => {
    const usesShell = (version: string) =>
      fs.writeFileSync(
        path.join(root, 'mf-search/dist/federation-runtime.json'),
        JSON.stringify({ uses: 'shell', version }),
      );
    const shellProvides = (info: object | null) => {
      writeShellBuild(root);
      const file = path.join(root, 'shell/dist/federation-runtime.json');
      if (info) fs.writeFileSync(file, JSON.stringify(info));
      else fs.rmSync(file, { force: true });
    };
    // an older shell build that publishes no runtime core: the remote could not start
    shellProvides(null);
    writeRemoteBuild(root, 'mf-search', 'external');
    usesShell('2.9.2');
    await assert.rejects(
      publish(store, 'mf_search'),
      refusal(/uses the shell's federation runtime \(externalRuntime\), but the shell .* publishes none/),
    );
    // another minor of the runtime core
    shellProvides({ provides: 'runtime-core', version: '2.10.0' });
    await assert.rejects(
      publish(store, 'mf_search'),
      refusal(/federation runtime 2\.9\.2, the shell publishes 2\.10\.0/),
    );
    assert.deepEqual(snapshot(), { releases: null, folders: [] });
    // the same minor, another patch: published, with the file in its version folder
    shellProvides({ provides: 'runtime-core', version: '2.9.5' });
    const ok = await publish(store, 'mf_search');
    assert.equal(ok.changed, true);
    assert.ok(fs.existsSync(path.join(store.cdnDir, 'remotes/mf-search', ok.version, 'federation-runtime.json')));
    // a build that bundles its own runtime (no file) fits any shell
    shellProvides(null);
    writeRemoteBuild(root, 'mf-search', 'own-runtime');
    assert.equal((await publish(store, 'mf_search')).changed, true);
  });

  test('a build taking bundler-runtime helpers from the shell needs a shell publishing every one of them', async () => {
    const info = (file: string, extra: object) =>
      fs.writeFileSync(file, JSON.stringify({ version: '2.9.2', ...extra }));
    writeShellBuild(root);
    // an older shell build: it publishes the runtime core, no helpers
    info(path.join(root, 'shell/dist/federation-runtime.json'), { provides: 'runtime-core' });
    writeRemoteBuild(root, 'mf-search', 'helpers');
    info(path.join(root, 'mf-search/dist/federation-runtime.json'), {
      uses: 'shell',
      bundlerRuntime: ['consumes', 'init'],
    });
    await assert.rejects(
      publish(store, 'mf_search'),
      refusal(/takes the bundler-runtime helpers consumes, init from the shell .* which publishes none/),
    );
    // a shell publishing some of them
    info(path.join(root, 'shell/dist/federation-runtime.json'), {
      provides: 'runtime-core',
      bundlerRuntime: ['consumes'],
    });
    await assert.rejects(
      publish(store, 'mf_search'),
      refusal(/helpers init from the shell .* which publishes consumes/),
    );
    assert.deepEqual(snapshot(), { releases: null, folders: [] });
    // all of them (and more): published
    info(path.join(root, 'shell/dist/federation-runtime.json'), {
      provides: 'runtime-core',
      bundlerRuntime: ['consumes', 'init', 'remotes'],
    });
    assert.equal((await publish(store, 'mf_search')).changed, true);
  });

  test("react-router-dom is shared as a list of names: a build whose list has one the shell's lacks is refused", async () => {
    const runtimeInfo = (file: string, names: string[]) =>
      fs.writeFileSync(file, JSON.stringify({ version: '2.9.2', exports: { 'react-router-dom': names } }));
    writeShellBuild(root);
    runtimeInfo(path.join(root, 'shell/dist/federation-runtime.json'), ['Link', 'Route', 'Routes']);
    writeRemoteBuild(root, 'mf-search', 'more-names');
    runtimeInfo(path.join(root, 'mf-search/dist/federation-runtime.json'), ['Link', 'Route', 'Routes', 'useMatch']);
    await assert.rejects(
      publish(store, 'mf_search'),
      refusal(/react-router-dom: this build's shared copy exports useMatch, which the shell's copy lacks/),
    );
    assert.deepEqual(snapshot(), { releases: null, folders: [] });
    // the same names, or fewer: the shell's copy serves it
    runtimeInfo(path.join(root, 'mf-search/dist/federation-runtime.json'), ['Link', 'Routes']);
    assert.equal((await publish(store, 'mf_search')).changed, true);
  });

  test("a build knowing an API row the live shell's catalogue lacks is refused until the shell has it", async () => {
    const runtimeInfo = (file: string, rows: string[]) =>
      fs.writeFileSync(file, JSON.stringify({ version: '2.9.2', exports: { '@rednest/shared/api-client': rows } }));
    writeShellBuild(root);
    runtimeInfo(path.join(root, 'shell/dist/federation-runtime.json'), ['bookingSummary', 'login']);
    writeRemoteBuild(root, 'mf-club', 'new-row');
    runtimeInfo(path.join(root, 'mf-club/dist/federation-runtime.json'), ['bookingSummary', 'login', 'myRewards']);
    await assert.rejects(
      publish(store, 'mf_club'),
      refusal(/the API catalogue: this build knows the rows myRewards, which the shell's catalogue lacks/),
    );
    // the shell released with the row first: the remote follows
    runtimeInfo(path.join(root, 'shell/dist/federation-runtime.json'), ['bookingSummary', 'login', 'myRewards']);
    assert.equal((await publish(store, 'mf_club')).changed, true);
  });

  test('promote checks the version against the shell as it is now', async () => {
    writeRemoteBuild(root, 'mf-content', 'one');
    const one = (await publish(store, 'mf_content')).version;
    writeRemoteBuild(root, 'mf-content', 'two');
    await publish(store, 'mf_content');
    // the shell moved on to React 20 since `one` was built
    const shell20 = {
      source: 'a React 20 shell',
      shared: { react: { singleton: true, requiredVersion: '^20.0.0', version: '20.0.0' } },
    };
    const before = snapshot();
    await assert.rejects(
      promote({ ...store, shell: () => shell20 }, 'mf_content', one),
      refusal(/a React 20 shell/, /react 19\.3\.1 does not fit the shell's range \^20\.0\.0/),
    );
    assert.deepEqual(snapshot(), before);
    assert.equal((await promote(store, 'mf_content', one)).changed, true);
  });
});

describe('two publishes at once', () => {
  const WORKER = path.join(import.meta.dirname, '..', 'testing', 'publish-worker.ts');
  const DEPLOY_DIR = path.resolve(import.meta.dirname, '../..');

  /** A worker process publishing `markers` of `folder` from its own checkout once `start` exists. */
  function worker(checkout: string, folder: string, start: string, markers: string[]) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', WORKER, checkout, store.cdnDir, folder, start, ...markers],
      { cwd: DEPLOY_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return new Promise<{ code: number | null; results: ChangeResult[]; span: [number, number]; out: string }>(
      (resolve) =>
        child.on('exit', (code) => {
          const lines = out
            .split('\n')
            .filter((l) => l.startsWith('{'))
            .map((l) => JSON.parse(l) as ChangeResult & { started?: number; finished?: number });
          const span: [number, number] = [
            lines.find((l) => l.started)?.started ?? NaN,
            lines.find((l) => l.finished)?.finished ?? NaN,
          ];
          resolve({ code, out, span, results: lines.filter((l) => l.version) });
        }),
    );
  }

  test('two processes publishing the same remote from two checkouts: every publish is in the history, the pointer at the last one', async () => {
    const start = path.join(root, 'start');
    const markers = (p: string) => Array.from({ length: 25 }, (_, i) => `${p}${i + 1}`);
    const a = worker(path.join(root, 'checkout-a'), 'mf-search', start, markers('a'));
    const b = worker(path.join(root, 'checkout-b'), 'mf-search', start, markers('b'));
    await new Promise((r) => setTimeout(r, 1500)); // both loaded and polling
    fs.writeFileSync(start, '');
    const [ra, rb] = await Promise.all([a, b]);
    assert.equal(ra.code, 0, ra.out);
    assert.equal(rb.code, 0, rb.out);
    // they really ran at the same time: each started before the other finished
    assert.ok(Math.max(ra.span[0], rb.span[0]) < Math.min(ra.span[1], rb.span[1]), `overlap ${ra.span} ${rb.span}`);
    const published = [...ra.results, ...rb.results].map((r) => r.version);
    assert.equal(new Set(published).size, 50);

    const rel = readReleases(store.cdnDir).remotes.mf_search!;
    assert.deepEqual(
      rel.history.map((h) => h.version).sort(),
      [...published].sort(),
      'no publish lost from the history',
    );
    assert.deepEqual(rel.versions.map((v) => v.version).sort(), [...published].sort());
    // each step moved from what the step before it left current: no read-modify-write was overtaken
    rel.history.forEach((h, i) => assert.equal(h.from, i === 0 ? null : rel.history[i - 1]!.version));
    assert.equal(rel.current, rel.history.at(-1)!.version);
    assert.ok([ra.results.at(-1)!.version, rb.results.at(-1)!.version].includes(rel.current!));
    assert.deepEqual(
      rel.trail,
      rel.history.map((h) => h.version),
    );
    for (const v of published)
      assert.ok(fs.existsSync(path.join(store.cdnDir, 'remotes/mf-search', v, 'remoteEntry.js')), v);
    assert.equal(fs.existsSync(path.join(store.cdnDir, '.releases.lock')), false, 'the lock is released');
  });

  test('a lock left by a process that died is broken at once; one held by a live process makes a publish wait, then refuse', async () => {
    const lock = path.join(store.cdnDir, '.releases.lock');
    const holdLock = (pid: number) => {
      fs.mkdirSync(lock, { recursive: true });
      fs.writeFileSync(
        path.join(lock, 'owner.json'),
        JSON.stringify({ pid, host: os.hostname(), token: `held-by-${pid}`, since: '2026-11-22T04:00:00.000Z' }),
      );
    };
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => dead.on('exit', r));
    holdLock(dead.pid!);
    writeRemoteBuild(root, 'mf-club', 'after-crash');
    const t0 = Date.now();
    assert.equal((await publish({ ...store, lockWaitMs: 1000 }, 'mf_club')).changed, true);
    assert.ok(Date.now() - t0 < 1000, 'did not wait for the dead holder');

    holdLock(process.pid); // alive, and not this publish
    const before = fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8');
    writeRemoteBuild(root, 'mf-club', 'blocked');
    await assert.rejects(
      publish({ ...store, lockWaitMs: 300 }, 'mf_club'),
      (err: DeployError) => err.code === 'LOCKED' && err.message.includes(`process ${process.pid}`),
    );
    assert.equal(fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8'), before);
    assert.equal(
      JSON.parse(fs.readFileSync(path.join(lock, 'owner.json'), 'utf8')).token,
      `held-by-${process.pid}`,
      'the live holder keeps its lock',
    );
  });
});
