import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseDeployEnv } from '../config/env';
import { buildManifest, hostnameOf } from './manifest';
import { shellCacheControl } from './cache-rules';
import { remotePort } from '../remotes';

const ports = {
  mf_search: 8081,
  mf_booking: 8082,
  mf_account: 8083,
  mf_club: 8084,
  mf_corporate: 8085,
  mf_content: 8086,
};

test('manifest entries point at the remote port on the host the page was loaded from', () => {
  const m = buildManifest({
    versions: { mf_search: '0.1.0-aaaaaaaa', mf_club: '0.2.0-bbbbbbbb' },
    remotePorts: ports,
    protocol: 'http',
    hostname: 'urbano.localhost',
  });
  assert.deepEqual(m, {
    remotes: {
      mf_search: {
        version: '0.1.0-aaaaaaaa',
        entry: 'http://urbano.localhost:8081/mf-search/0.1.0-aaaaaaaa/remoteEntry.js',
      },
      mf_club: {
        version: '0.2.0-bbbbbbbb',
        entry: 'http://urbano.localhost:8084/mf-club/0.2.0-bbbbbbbb/remoteEntry.js',
      },
    },
  });
});

test('hostnameOf strips the port and keeps IPv6 brackets', () => {
  assert.equal(hostnameOf('corporate.localhost:8080'), 'corporate.localhost');
  assert.equal(hostnameOf('[::1]:8080'), '[::1]');
  assert.equal(hostnameOf(undefined), 'localhost');
});

test('remote ports follow the fixed order PORT+1 … PORT+6', () => {
  assert.deepEqual(
    (['mf_search', 'mf_booking', 'mf_account', 'mf_club', 'mf_corporate', 'mf_content'] as const).map((n) =>
      remotePort(9000, n),
    ),
    [9001, 9002, 9003, 9004, 9005, 9006],
  );
});

test('shell cache rules: content-hashed chunks immutable, stable names revalidate', () => {
  assert.match(shellCacheControl('/x/dist/262.1eb510fb.js'), /immutable/);
  assert.equal(shellCacheControl('/x/dist/main.js'), 'no-cache');
  assert.equal(shellCacheControl('/x/dist/index.html'), 'no-cache');
});

test('environment: defaults, and every bad variable listed at once', () => {
  const env = parseDeployEnv({});
  assert.equal(env.port, 8080);
  assert.equal(env.apiPort, null);
  assert.throws(
    () => parseDeployEnv({ PORT: 'eighty', API_URL: 'localhost:1', API_PORT: '70000' }),
    (err: Error) =>
      /PORT must be/.test(err.message) && /API_URL must be/.test(err.message) && /API_PORT must be/.test(err.message),
  );
});

test('environment: the map tile server of MAP_TILE_URL becomes a picture origin; only https', () => {
  assert.equal(parseDeployEnv({}).mapTileOrigin, null);
  assert.equal(
    parseDeployEnv({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).mapTileOrigin,
    'https://tiles.example.com',
  );
  assert.throws(
    () => parseDeployEnv({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' }),
    /MAP_TILE_URL must be/,
  );
});
