/**
 * The audit trail: every publish, promote and rollback records who ran it (--actor,
 * else RELEASE_ACTOR, else the OS user), when, and from which version to which; `status` lists
 * them. The CLI runs as a child process, as an operator would run it, against a fixture CDN.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { promisify } from 'node:util';
import { promote, publish, rollback } from './releases';
import { readReleases, type DeployError, type ReleaseStore } from './store';
import { auditTrail } from './views';
import { fixtureStore, makeTempRoot, writeRemoteBuild } from '../testing/fixtures';

const CLI = path.join(import.meta.dirname, '..', 'cli.ts');
let root: string;
let store: ReleaseStore;

beforeEach(() => {
  root = makeTempRoot();
  store = fixtureStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs the CLI against the fixture CDN; resolves with its exit code and output. */
async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, CDN_DIR: store.cdnDir, ...env };
  if (!('RELEASE_ACTOR' in env)) delete childEnv.RELEASE_ACTOR;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: childEnv,
      cwd: path.resolve(import.meta.dirname, '../..'),
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function twoVersions(folder: string): Promise<[string, string]> {
  writeRemoteBuild(root, folder, 'one');
  const one = (await publish({ ...store, actor: 'ci-build-17' }, folder)).version;
  writeRemoteBuild(root, folder, 'two');
  const two = (await publish({ ...store, actor: 'ci-build-18' }, folder)).version;
  return [one, two];
}

test('each step records who, when, from and to; without an actor it is the OS user', async () => {
  const [one, two] = await twoVersions('mf-booking');
  await rollback({ ...store, actor: 'Ana (on call)' }, 'mf_booking');
  await promote(store, 'mf_booking', two);
  assert.deepEqual(
    auditTrail(store.cdnDir).map((e) => [e.remote, e.action, e.from, e.version, e.actor, e.at]),
    [
      ['mf_booking', 'publish', null, one, 'ci-build-17', '2026-11-22T04:00:00.000Z'],
      ['mf_booking', 'publish', one, two, 'ci-build-18', '2026-11-22T04:01:00.000Z'],
      ['mf_booking', 'rollback', two, one, 'Ana (on call)', '2026-11-22T04:02:00.000Z'],
      ['mf_booking', 'promote', one, two, os.userInfo().username, '2026-11-22T04:03:00.000Z'],
    ],
  );
});

test('an actor that is empty, too long or spans lines is refused and nothing is recorded', async () => {
  const [, two] = await twoVersions('mf-club');
  const before = fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8');
  for (const actor of [' ', 'x'.repeat(101), 'mallory\n2026-01-01 promote by admin']) {
    await assert.rejects(rollback({ ...store, actor }, 'mf_club'), (err: DeployError) => err.code === 'BAD_ACTOR');
  }
  assert.equal(fs.readFileSync(path.join(store.cdnDir, 'releases.json'), 'utf8'), before);
  assert.equal(readReleases(store.cdnDir).remotes.mf_club!.current, two);
});

test('the CLI records --actor over RELEASE_ACTOR, and status lists every step with who, from and to', async () => {
  const [one, two] = await twoVersions('mf-search');
  writeRemoteBuild(root, 'mf-content', 'faq');
  const faq = (await publish({ ...store, actor: 'content-team' }, 'mf_content')).version;

  const rb = await cli(['rollback', 'mf_search', '--actor', 'carol'], { RELEASE_ACTOR: 'dave' });
  assert.equal(rb.code, 0, rb.out);
  assert.match(rb.out, new RegExp(`mf_search: rolled back to ${one} \\(was ${two}\\)`));
  const pr = await cli(['promote', 'mf_search', two], { RELEASE_ACTOR: 'dave' });
  assert.equal(pr.code, 0, pr.out);
  const steps = auditTrail(store.cdnDir, 'mf-search');
  assert.deepEqual(
    steps.slice(-2).map((e) => [e.action, e.from, e.version, e.actor]),
    [
      ['rollback', two, one, 'carol'],
      ['promote', one, two, 'dave'],
    ],
  );
  assert.ok(Date.now() - Date.parse(steps.at(-1)!.at) < 60_000, 'recorded with the time it ran');

  const status = await cli(['status']);
  assert.equal(status.code, 0, status.out);
  const lines = status.out.split('\n');
  // what is live, then the steps, oldest first
  assert.ok(
    lines.some((l) => /^mf_search\s/.test(l) && l.includes(two) && l.includes('promote') && l.includes('by dave')),
    status.out,
  );
  const stepLine = (who: string) => lines.find((l) => l.trimEnd().endsWith(` ${who}`) && /^\d{4}-/.test(l));
  assert.match(stepLine('content-team')!, new RegExp(`mf_content\\s+publish\\s+-\\s+${faq}`));
  assert.match(stepLine('carol')!, new RegExp(`mf_search\\s+rollback\\s+${two}\\s+${one}`));
  assert.match(stepLine('dave')!, new RegExp(`mf_search\\s+promote\\s+${one}\\s+${two}`));
  assert.match(status.out, /release steps, oldest first \(5 of 5\)/);

  const one2 = await cli(['status', 'mf_content', '--limit', '1']);
  assert.match(one2.out, /release steps of mf_content, oldest first \(1 of 1\)/);
  assert.doesNotMatch(one2.out, /mf_search/);
  const limited = await cli(['status', '--limit', '2']);
  assert.match(limited.out, /\(2 of 5; --limit 5 for all\)/);
  assert.equal((await cli(['status', 'mf_nope'])).code, 1);
  assert.match((await cli(['rollback', 'mf_search', '--actor'])).out, /--actor needs a value/);
});
