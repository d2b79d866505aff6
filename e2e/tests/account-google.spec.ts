import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startStack } from '../../deploy/src/stack/stack.ts';
import { expect, test as base, uniqueEmail } from '../fixtures';

/**
 * Google sign-in end to end against a key set this test generates. The API started here
 * checks Google ID tokens against the test's JWKS (GOOGLE_JWKS_URL) for the test's client id; the
 * page loads "Google's script" from https://accounts.google.com/gsi/client, which Playwright answers
 * with a test double that draws a button and, on click, hands back an ID token signed by the test
 * key (what Google's popup would). Fakes only here: the product code runs as shipped.
 */
const CLIENT_ID = 'rednest-e2e.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';

interface KeySet {
  url: string;
  privateKey: KeyObject;
  close(): Promise<void>;
}

async function startKeySet(): Promise<KeySet> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`,
    privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An RS256 ID token as Google signs one. */
function idToken(key: KeyObject, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${b64({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' })}.${b64({ iss: ISSUER, aud: CLIENT_ID, sub: `google-${claims.email as string}`, iat: now, exp: now + 3600, ...claims })}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

const test = base.extend<object, { keySet: KeySet }>({
  keySet: [
    async ({}, use) => {
      const keySet = await startKeySet();
      await use(keySet);
      await keySet.close();
    },
    { scope: 'worker' },
  ],
  stack: [
    async ({ keySet }, use) => {
      const stack = await startStack({
        port: 'auto',
        api: { env: { DATA_DIR: 'memory', GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keySet.url } },
      });
      await use(stack);
      await stack.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Answers Google's script URL with a double whose button signs in as `claims`. */
async function googleHandsBack(page: Page, credential: string) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize: function (config) { window.__gsi = config; },
        renderButton: function (parent, options) {
          var b = document.createElement('button');
          b.type = 'button';
          b.textContent = options.text === 'signup_with' ? 'Sign up with Google (test double)' : 'Sign in with Google (test double)';
          b.onclick = function () { window.__gsi.callback({ credential: ${JSON.stringify(credential)} }); };
          parent.appendChild(b);
        }
      } } };`,
    }),
  );
}

test('a new Google account signs up, lands on register-successfully; the next time it signs in', async ({
  page,
  keySet,
}) => {
  const email = uniqueEmail();
  await googleHandsBack(
    page,
    idToken(keySet.privateKey, { email, email_verified: true, given_name: 'Gita', family_name: 'Google' }),
  );
  await page.goto('/en-id/signUp');
  await page.getByRole('button', { name: 'Sign up with Google (test double)' }).click();
  await expect(page).toHaveURL(/\/en-id\/register-successfully$/);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Gita' })).toBeVisible();
  // made by Google: no password yet, so the next steps offer one
  await expect(page.getByRole('link', { name: /Create a password/ })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Gita' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 }); // the sign-in page itself (on desktop it is a dialog)
  await page.goto('/en-id/signIn?returnTo=%2Fen-id%2Fmy-bookings');
  await page.getByRole('button', { name: 'Sign in with Google (test double)' }).click();
  await expect(page).toHaveURL(/\/en-id\/my-bookings$/);
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
});

test('an email Google has not verified is refused in the page, and no account is made', async ({ page, keySet }) => {
  const email = uniqueEmail();
  await googleHandsBack(page, idToken(keySet.privateKey, { email, email_verified: false, given_name: 'Nina' }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-id/signIn');
  await page.getByRole('button', { name: 'Sign in with Google (test double)' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your email is not verified with Google. Verify it there, or sign in another way.',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a token signed by another key is refused by the API, in words', async ({ page }) => {
  const { privateKey: stranger } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await googleHandsBack(page, idToken(stranger, { email: uniqueEmail(), email_verified: true, given_name: 'Eve' }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-id/signIn');
  await page.getByRole('button', { name: 'Sign in with Google (test double)' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This Google sign-in could not be accepted. Please try again or sign in another way.',
  );
});
