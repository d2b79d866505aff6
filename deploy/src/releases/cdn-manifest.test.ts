import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cdnManifest, writeCdnManifest } from './cdn-manifest';
import { publish, rollback } from './releases';
import type { ReleaseStore } from './store';
import { fixtureStore, makeTempRoot, writeRemoteBuild } from '../testing/fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
let root: string;
let store: ReleaseStore;

beforeEach(() => {
  root = makeTempRoot();
  store = fixtureStore(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the CDN's manifest.json (production: the nginx edge proxies it)", () => {
  test('names the live version of each published remote with absolute CDN URLs, and follows a rollback', async () => {
    writeRemoteBuild(root, 'mf-search', 'v1');
    const v1 = await publish(store, 'mf_search');
    writeRemoteBuild(root, 'mf-search', 'v2');
    const v2 = await publish(store, 'mf_search');
    writeRemoteBuild(root, 'mf-club', 'c1');
    const club = await publish(store, 'mf_club');

    const written = writeCdnManifest(store.cdnDir, 'https://cdn.rednest.example');
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(store.cdnDir, 'manifest.json'), 'utf8')), written);
    assert.deepEqual(written, {
      remotes: {
        mf_search: {
          version: v2.version,
          entry: `https://cdn.rednest.example/remotes/mf-search/${v2.version}/remoteEntry.js`,
        },
        mf_club: {
          version: club.version,
          entry: `https://cdn.rednest.example/remotes/mf-club/${club.version}/remoteEntry.js`,
        },
      },
    });
    // the entry is a file the static host serves from the same folder
    assert.ok(fs.existsSync(path.join(store.cdnDir, 'remotes', 'mf-search', v2.version, 'remoteEntry.js')));

    await rollback(store, 'mf_search');
    assert.equal(writeCdnManifest(store.cdnDir, 'https://cdn.rednest.example').remotes.mf_search?.version, v1.version);
    assert.deepEqual(
      fs.readdirSync(store.cdnDir).filter((f) => f.endsWith('.tmp')),
      [],
      'no temp file left',
    );
  });

  test('nothing published: an empty manifest (every area shows its fallback)', () => {
    assert.deepEqual(cdnManifest(store.cdnDir, 'https://cdn.rednest.example'), { remotes: {} });
  });

  test('refuses an origin that is not https, or has a path', () => {
    for (const bad of [
      'cdn.rednest.example',
      'http://cdn.rednest.example',
      'https://cdn.rednest.example/remotes',
      'javascript:alert(1)',
    ]) {
      assert.throws(() => cdnManifest(store.cdnDir, bad), /--origin/, bad);
    }
    assert.doesNotThrow(() => cdnManifest(store.cdnDir, 'http://localhost:9000'));
  });

  test('the command writes it into CDN_DIR and prints what is live', async () => {
    writeRemoteBuild(root, 'mf-search', 'v1');
    const v1 = await publish(store, 'mf_search');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'cdn-manifest.ts'), '--origin', 'https://cdn.rednest.example'],
      { env: { ...process.env, CDN_DIR: store.cdnDir }, encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, new RegExp(`mf_search ${v1.version}`));
    assert.equal(
      (
        JSON.parse(fs.readFileSync(path.join(store.cdnDir, 'manifest.json'), 'utf8')) as {
          remotes: Record<string, { version: string }>;
        }
      ).remotes.mf_search?.version,
      v1.version,
    );
    const bad = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'cdn-manifest.ts')], {
      env: { ...process.env, CDN_DIR: store.cdnDir },
      encoding: 'utf8',
    });
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /usage: cdn-manifest\.ts --origin/);
  });
});
