import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { hasBuildSetup, isStale } from './build';
import { makeTempRoot, writeRemoteBuild } from './testing/fixtures';

let root: string;
beforeEach(() => {
  root = makeTempRoot();
  fs.mkdirSync(path.join(root, 'mf-search', 'src'), { recursive: true });
  fs.mkdirSync(path.join(root, 'shared', 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-search', 'webpack.config.cjs'), '');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const touch = (file: string, secondsAgo: number) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  const t = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, t, t);
};

test('npm start rebuilds only what changed: no dist, newer source or newer shared code means stale', () => {
  assert.equal(hasBuildSetup(root, 'mf-search'), true);
  assert.equal(hasBuildSetup(root, 'mf-club'), false);
  assert.equal(isStale(root, 'mf-search'), true, 'never built');

  for (const p of [
    'mf-search/src/app.tsx',
    'mf-search/src',
    'mf-search/package.json',
    'mf-search/webpack.config.cjs',
    'shared/src/index.ts',
    'shared/src',
  ])
    touch(path.join(root, p), 100);
  writeRemoteBuild(root, 'mf-search', 'x');
  touch(path.join(root, 'mf-search/package.json'), 100);
  touch(path.join(root, 'mf-search/dist/remoteEntry.js'), 50);
  assert.equal(isStale(root, 'mf-search'), false, 'built after every input');

  touch(path.join(root, 'shared/src/index.ts'), 10);
  assert.equal(isStale(root, 'mf-search'), true, 'the shared library changed');
  touch(path.join(root, 'shared/src/index.ts'), 100);
  touch(path.join(root, 'mf-search/src/app.tsx'), 10);
  assert.equal(isStale(root, 'mf-search'), true, 'its own source changed');
});
