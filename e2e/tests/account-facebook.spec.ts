import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startStack } from '../../deploy/src/stack/stack.ts';
import { expect, signUp, test as base, uniqueEmail } from '../fixtures';
import { ourOrigins, watchPageProblems } from '../page-problems.ts';

/**
 * Facebook sign-in on the web, end to end, with the OpenID Connect code flow with PKCE.
 * This test plays Facebook: a key set it generates (FACEBOOK_JWKS_URL), a token endpoint it starts
 * (FACEBOOK_TOKEN_URL) that exchanges the codes its "login dialog" handed out, checking client_id,
 * redirect_uri and the PKCE verifier as Facebook does, and the dialog itself: Playwright answers
 * https://www.facebook.com/v19.0/dialog/oauth with a page whose "Continue" goes back to our callback
 * with a code and the state, and whose "Cancel" goes back with error=access_denied, as Facebook's
 * does. Fakes only here: the product code runs as shipped, in a phone and a desktop window.
 */
const APP_ID = '424242424242';
const ISSUER = 'https://www.facebook.com';
const DIALOG = 'https://www.facebook.com/v19.0/dialog/oauth';
const PHONE = { width: 390, height: 844 };

/** A picture of the page for reviewers of the sign-in screens: test-results/<test>/<name>.png, attached to the report. */
async function picture(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

interface Person {
  email: string;
  name: string;
}
interface Grant {
  challenge: string;
  redirectUri: string;
  idToken: string;
}

interface FakeFacebook {
  jwksUrl: string;
  tokenUrl: string;
  privateKey: KeyObject;
  /** codes the dialog handed out, until exchanged */
  grants: Map<string, Grant>;
  /** the token endpoint's requests, as query parameters */
  exchanges: URLSearchParams[];
  close(): Promise<void>;
}

async function startFakeFacebook(): Promise<FakeFacebook> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-fb-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const exchanges: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/oauth/openid/jwks/') return json(200, { keys: [jwk] });
    if (url.pathname !== '/v19.0/oauth/access_token')
      return json(404, { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } });
    exchanges.push(url.searchParams);
    const refused = (message: string) =>
      json(400, { error: { message, type: 'OAuthException', code: 100, error_subcode: 36007 } });
    const code = url.searchParams.get('code') ?? '';
    const grant = grants.get(code);
    if (url.searchParams.get('client_id') !== APP_ID) return refused('Error validating application.');
    if (!grant) return refused('This authorization code has been used.');
    grants.delete(code);
    if (url.searchParams.get('redirect_uri') !== grant.redirectUri)
      return refused('Error validating verification code.');
    const verifier = url.searchParams.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge)
      return refused('Invalid code verifier.');
    json(200, {
      access_token: `EAAG${randomBytes(24).toString('hex')}`,
      token_type: 'bearer',
      expires_in: 5183944,
      id_token: grant.idToken,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    jwksUrl: `${origin}/.well-known/oauth/openid/jwks/`,
    tokenUrl: `${origin}/v19.0/oauth/access_token`,
    privateKey,
    grants,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An RS256 ID token as Facebook signs one for the code flow (its nonce is the dialog's). */
function idToken(key: KeyObject, person: Person, nonce: string): string {
  const now = Math.floor(Date.now() / 1000);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: ISSUER,
    aud: APP_ID,
    sub: `fb-${person.email}`,
    iat: now,
    exp: now + 3600,
    nonce,
    email: person.email,
    name: person.name,
  };
  const body = `${b64({ alg: 'RS256', kid: 'e2e-fb-key', typ: 'JWT' })}.${b64(claims)}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

const test = base.extend<object, { facebook: FakeFacebook }>({
  facebook: [
    async ({}, use) => {
      const facebook = await startFakeFacebook();
      await use(facebook);
      await facebook.close();
    },
    { scope: 'worker' },
  ],
  stack: [
    async ({ facebook }, use) => {
      // Google is configured too (its script answered by a double below): both buttons, side by side
      const env = {
        DATA_DIR: 'memory',
        FACEBOOK_APP_ID: APP_ID,
        FACEBOOK_JWKS_URL: facebook.jwksUrl,
        FACEBOOK_TOKEN_URL: facebook.tokenUrl,
        GOOGLE_CLIENT_ID: 'rednest-e2e.apps.googleusercontent.com',
      };
      const stack = await startStack({ port: 'auto', api: { env } });
      await use(stack);
      await stack.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Google's script, answered by a double that draws its button (these tests do not press it). */
async function googleDouble(page: Page) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize: function () {},
        renderButton: function (parent, options) {
          var b = document.createElement('button');
          b.type = 'button';
          b.style.cssText = 'height:40px;width:' + options.width + 'px;border:1px solid #dadce0;border-radius:4px;background:#fff;font:500 14px sans-serif;color:#3c4043';
          b.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
          parent.appendChild(b);
        }
      } } };`,
    }),
  );
}

/**
 * Facebook's login dialog, played here: it checks what the page asked for, mints a code for the
 * request's challenge and redirect_uri (an ID token for `person` with the request's nonce), and
 * offers "Continue as …" and "Cancel", which go back to redirect_uri as Facebook's do.
 */
async function facebookDialog(page: Page, facebook: FakeFacebook, person: Person, asked: URLSearchParams[] = []) {
  await page.route(
    (url) => url.href.startsWith(`${DIALOG}?`),
    async (route) => {
      const q = new URL(route.request().url()).searchParams;
      asked.push(q);
      const redirectUri = q.get('redirect_uri')!;
      const state = q.get('state')!;
      const code = `AQ${randomBytes(24).toString('base64url')}`;
      facebook.grants.set(code, {
        challenge: q.get('code_challenge')!,
        redirectUri,
        idToken: idToken(facebook.privateKey, person, q.get('nonce')!),
      });
      const back = (params: Record<string, string>) =>
        `${redirectUri}?${new URLSearchParams(params).toString()}`.replace(/&/g, '&amp;');
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Log in with Facebook (test double)</title><h1>Facebook (test double)</h1>
        <a href="${back({ code, state })}">Continue as ${person.name.split(' ')[0]}</a>
        <a href="${back({ error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state })}">Cancel</a>`,
      });
    },
  );
}

test('desktop: a new person continues with Facebook from the sign-in dialog and lands on register-successfully, under the CSP', async ({
  page,
  stack,
  facebook,
}) => {
  const watch = await watchPageProblems(page, ourOrigins(stack));
  const person = { email: uniqueEmail(), name: 'Wulan Sari' };
  const asked: URLSearchParams[] = [];
  await googleDouble(page);
  await facebookDialog(page, facebook, person, asked);

  await page.goto('/en-id/faq');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await picture(page, 'desktop-sign-in-dialog');
  await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();

  // on "Facebook": what our page asked for
  await expect(page.getByRole('heading', { name: 'Facebook (test double)' })).toBeVisible();
  const q = asked[0]!;
  expect(Object.fromEntries(q)).toMatchObject({
    client_id: APP_ID,
    response_type: 'code',
    scope: 'openid email',
    code_challenge_method: 'S256',
    redirect_uri: `${new URL(stack.url).origin}/en-id/signIn/facebook`,
  });
  expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  await page.getByRole('link', { name: 'Continue as Wulan' }).click();
  await expect(page).toHaveURL(/\/en-id\/register-successfully$/);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Wulan' })).toBeVisible();
  // made by Facebook: no password yet, so the next steps offer one
  await expect(page.getByRole('link', { name: /Create a password/ })).toBeVisible();
  // the API exchanged the code itself, with the verifier whose challenge the dialog saw
  expect(facebook.exchanges.at(-1)?.get('redirect_uri')).toBe(q.get('redirect_uri'));
  expect(watch.violations, 'CSP violations').toEqual([]);
});

test('phone: an email account continues with Facebook from the signIn page and comes back to the page it asked for', async ({
  page,
  facebook,
}) => {
  const email = uniqueEmail();
  await signUp(page, { firstName: 'Bayu', email, password: 'Secret123' });
  await page.getByRole('button', { name: 'Account menu for Bayu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.setViewportSize(PHONE);
  await googleDouble(page);
  await facebookDialog(page, facebook, { email, name: 'Bayu Tester' });
  await page.goto('/en-id/signIn?returnTo=%2Fen-id%2Fmy-bookings');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await picture(page, 'phone-sign-in-page');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('link', { name: 'Continue as Bayu' }).click();
  await expect(page).toHaveURL(/\/en-id\/my-bookings$/);
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Bayu' })).toBeVisible();
});

test('phone and desktop: a person who cancels on Facebook reads a calm word and can sign in another way', async ({
  page,
  facebook,
}) => {
  await googleDouble(page);
  await facebookDialog(page, facebook, { email: uniqueEmail(), name: 'Citra Dewi' });

  await page.setViewportSize(PHONE);
  await page.goto('/en-id/signIn');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en-id\/signIn$/);
  await expect(page.getByRole('status').filter({ hasText: 'You cancelled signing in with Facebook.' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeVisible();
  await picture(page, 'phone-cancelled');

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/en-id/faq#signIn');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  // back over the page the person was on, the dialog open with the word in it
  await expect(page).toHaveURL(/\/en-id\/faq#signIn$/);
  // the dialog starts at the word, so a screen reader reads it first
  await expect(dialog.getByRole('status').filter({ hasText: 'You cancelled signing in with Facebook.' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await picture(page, 'desktop-cancelled');
});

test('phone and desktop: a callback this tab did not start, and a code Facebook no longer takes, are refused in words', async ({
  page,
  facebook,
}) => {
  await googleDouble(page);
  await page.setViewportSize(PHONE);
  // a forged or stale link: no sign-in of this tab, nothing is sent
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/fb_login')) calls.push(r.url());
  });
  await page.goto('/en-id/signIn/facebook?code=AQforged&state=someone-elses');
  await expect(page).toHaveURL(/\/en-id\/signIn$/);
  await expect(page.getByRole('alert')).toHaveText('This Facebook sign-in could not be completed. Please try again.');
  expect(calls).toEqual([]);
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await picture(page, 'phone-callback-error');

  // Facebook refuses the exchange (the code was already used): the API's refusal, in words, in the dialog on desktop
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.route(
    (url) => url.href.startsWith(`${DIALOG}?`),
    async (route) => {
      const q = new URL(route.request().url()).searchParams;
      // a code this dialog never granted: the token endpoint answers 400
      await route.fulfill({
        status: 302,
        headers: { location: `${q.get('redirect_uri')}?code=AQalready-used&state=${q.get('state')}` },
      });
    },
  );
  await page.goto('/en-id/faq#signIn');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/en-id\/faq#signIn$/);
  await expect(dialog.getByRole('alert')).toHaveText('This Facebook sign-in could not be completed. Please try again.');
  await picture(page, 'desktop-callback-error');
  expect(calls).toHaveLength(1);
  expect(facebook.exchanges.at(-1)?.get('code')).toBe('AQalready-used');
});
