/** Which site's origin a link in a mail gets (site-origin.ts), and its configuration (env.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createSiteOrigins, siteLink } from './site-origin.ts';

/** the headers the edge sends for a browser on `host` */
const via = (host: string, proto = 'http') => ({
  headers: { host: '127.0.0.1:8090', 'x-forwarded-host': host, 'x-forwarded-proto': proto },
});
const originOf = (sites: ReturnType<typeof createSiteOrigins>, host: string, proto?: string) =>
  sites.ofRequest(via(host, proto)).origin;

test('locally every site kind is on the port the stack runs on, taken from SITE_URL', () => {
  const sites = createSiteOrigins({ siteUrl: 'http://localhost:18080' });
  assert.equal(originOf(sites, 'localhost:18080'), 'http://localhost:18080');
  assert.deepEqual(sites.ofRequest(via('lumo.localhost:18080')), {
    kind: 'brand',
    brand: 'lumo',
    origin: 'http://lumo.localhost:18080',
    siteParam: null,
  });
  assert.deepEqual(sites.ofRequest(via('URBANO.localhost:18080')), {
    kind: 'brand',
    brand: 'urbano',
    origin: 'http://urbano.localhost:18080',
    siteParam: null,
  });
  assert.deepEqual(sites.ofRequest(via('corporate.localhost:18080')), {
    kind: 'corporate',
    brand: null,
    origin: 'http://corporate.localhost:18080',
    siteParam: null,
  });
  // 127.0.0.1 is no configured origin: the main site's
  assert.equal(originOf(sites, '127.0.0.1:18080'), 'http://localhost:18080');
});

test('in production each kind has its configured origin; a forged host gets the configured origin of the kind it names', () => {
  const sites = createSiteOrigins({ siteUrl: 'https://www.rednest.example' });
  assert.equal(originOf(sites, 'www.rednest.example', 'https'), 'https://www.rednest.example');
  assert.equal(originOf(sites, 'lumo.rednest.example', 'https'), 'https://lumo.rednest.example');
  assert.equal(originOf(sites, 'corporate.rednest.example', 'https'), 'https://corporate.rednest.example');
  // plain http, another port, another domain, a userinfo trick, a path, garbage: never their origin
  for (const [host, proto, origin] of [
    ['www.rednest.example', 'http', 'https://www.rednest.example'],
    ['www.rednest.example:8443', 'https', 'https://www.rednest.example'],
    ['attacker.example', 'https', 'https://www.rednest.example'],
    ['lumo.attacker.example', 'https', 'https://lumo.rednest.example'],
    ['corporate-attacker.example', 'https', 'https://corporate.rednest.example'],
    ['www.rednest.example@attacker.example', 'https', 'https://www.rednest.example'],
    ['attacker.example/www.rednest.example', 'https', 'https://www.rednest.example'],
    ['', 'https', 'https://www.rednest.example'],
    ['<script>', 'https', 'https://www.rednest.example'],
  ] as const) {
    assert.equal(originOf(sites, host, proto), origin, `${proto}://${host}`);
  }
  // X-Forwarded-Host wins over Host (the edge wrote it); Origin counts for nothing
  assert.equal(
    sites.ofRequest({
      headers: {
        host: 'lumo.rednest.example',
        'x-forwarded-host': 'www.rednest.example',
        'x-forwarded-proto': 'https',
        origin: 'https://attacker.example',
      },
    }).origin,
    'https://www.rednest.example',
  );
});

test('BRAND_SITE_URL, CORPORATE_SITE_URL and SITE_ORIGINS name the origins; SITE_ORIGINS adds hosts whose links keep them', () => {
  const sites = createSiteOrigins({
    siteUrl: 'https://www.rednest.example',
    brandSiteUrl: 'https://{brand}.stays.example',
    corporateSiteUrl: 'https://business.rednest.example',
    siteOrigins: ['https://m.rednest.example', 'https://corporate.rednest.example', 'https://*.stays.example:8443'],
  });
  assert.equal(originOf(sites, 'lumo.stays.example', 'https'), 'https://lumo.stays.example');
  assert.equal(originOf(sites, 'lumo.rednest.example', 'https'), 'https://lumo.stays.example');
  assert.equal(originOf(sites, 'urbano.stays.example:8443', 'https'), 'https://urbano.stays.example:8443');
  assert.equal(originOf(sites, 'm.rednest.example', 'https'), 'https://m.rednest.example');
  assert.deepEqual(sites.ofRequest(via('corporate.rednest.example', 'https')), {
    kind: 'corporate',
    brand: null,
    origin: 'https://corporate.rednest.example',
    siteParam: null,
  });
  // the corporate site's configured origin does not say "corporate": still the corporate site's default
  assert.deepEqual(sites.ofKind('corporate'), {
    kind: 'corporate',
    brand: null,
    origin: 'https://business.rednest.example',
    siteParam: null,
  });
  assert.equal(originOf(sites, 'x.rednest.example', 'https'), 'https://www.rednest.example');
});

test('without a trusted proxy the Host and the socket scheme are the candidate, still checked', () => {
  const sites = createSiteOrigins({ siteUrl: 'http://localhost:8080', trustProxyHops: 0 });
  assert.equal(
    sites.ofRequest({
      headers: { host: 'lumo.localhost:8080', 'x-forwarded-host': 'corporate.localhost:8080' },
      protocol: 'http',
    }).origin,
    'http://lumo.localhost:8080',
  );
  assert.equal(
    sites.ofRequest({ headers: { host: 'attacker.example:8080' }, protocol: 'http' }).origin,
    'http://localhost:8080',
  );
});

test("a booking's stored origin is read back while it is still one of ours", () => {
  const sites = createSiteOrigins({ siteUrl: 'http://localhost:18080' });
  const lumo = sites.ofRequest(via('lumo.localhost:18080'));
  assert.deepEqual(sites.ofBooking(sites.stored(lumo)), lumo);
  assert.equal(sites.ofBooking(null).origin, 'http://localhost:18080');
  assert.equal(sites.ofBooking('not a url').origin, 'http://localhost:18080');
  // the stack moved to another port: that kind's origin today
  assert.equal(sites.ofBooking('http://lumo.localhost:8080').origin, 'http://lumo.localhost:18080');
  assert.equal(sites.ofBooking('https://attacker.example').origin, 'http://localhost:18080');
});

test('a site URL on an IP address names the other sites with site= in their links', () => {
  const sites = createSiteOrigins({ siteUrl: 'http://127.0.0.1:8080' });
  const corporate = sites.ofKind('corporate');
  assert.deepEqual(corporate, {
    kind: 'corporate',
    brand: null,
    origin: 'http://127.0.0.1:8080',
    siteParam: 'corporate',
  });
  assert.equal(
    siteLink(corporate, '/en-id/external/verify-client/', { token: 'abc' }),
    'http://127.0.0.1:8080/en-id/external/verify-client/?token=abc&site=corporate',
  );
  const lumo = sites.ofKind('brand', 'lumo');
  assert.equal(siteLink(lumo, 'en-id/bookings'), 'http://127.0.0.1:8080/en-id/bookings?site=lumo');
  assert.deepEqual(sites.ofBooking(sites.stored(lumo)), lumo);
  assert.equal(siteLink(sites.ofKind('main'), '/en-id'), 'http://127.0.0.1:8080/en-id');
});

test('the configuration: SITE_ORIGINS, BRAND_SITE_URL and CORPORATE_SITE_URL are read and checked', () => {
  const config = loadConfig({
    SITE_URL: 'https://www.rednest.example',
    BRAND_SITE_URL: 'https://{brand}.rednest.example',
    CORPORATE_SITE_URL: 'https://corporate.rednest.example',
    SITE_ORIGINS: 'https://m.rednest.example, https://*.rednest.example:8443',
  });
  assert.deepEqual(
    [config.brandSiteUrl, config.corporateSiteUrl, config.siteOrigins],
    [
      'https://{brand}.rednest.example',
      'https://corporate.rednest.example',
      ['https://m.rednest.example', 'https://*.rednest.example:8443'],
    ],
  );
  assert.deepEqual([loadConfig({}).brandSiteUrl, loadConfig({}).siteOrigins], [null, []]);
  for (const bad of [
    { SITE_ORIGINS: 'https://*.*' },
    { SITE_ORIGINS: '*' },
    { SITE_ORIGINS: 'https://a.example/path' },
    { BRAND_SITE_URL: 'https://lumo.rednest.example' },
    { CORPORATE_SITE_URL: 'corporate.rednest.example' },
    { SITE_URL: 'http://fe80::1:8080' },
  ]) {
    assert.throws(
      () => loadConfig(bad),
      (error: unknown) =>
        error instanceof ConfigError && error.problems.some((p) => p.startsWith(Object.keys(bad)[0]!)),
      JSON.stringify(bad),
    );
  }
});
