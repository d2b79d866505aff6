import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

/**
 * corp_client_verify, phone and desktop: on the corporate site the demo corporate member
 * (Nusantara Logistics) opens My clients from the account menu, adds a colleague by email; the
 * verification link is read from the development inbox; the colleague, in a browser of their own
 * and without an account, opens it on the corporate site and confirms, then signs up from it with
 * the email prefilled; the booker's My clients shows them verified and booking for the company.
 * Screenshots of add-new-client, my-clients and verify-client under test-results/shots.
 */
test.describe.configure({ timeout: 180_000 });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/shots/${name}.png`, fullPage: true });

/** the path of the newest verification link the development inbox delivered to `to` */
async function linkFor(page: Page, to: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await page.request.get(`/api/dev/inbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
    const path = messages
      .find((m) => m.kind === 'corp_client_verify')
      ?.text.match(/https?:\/\/[^/\s]+(\/[a-z]{2}-[a-z]{2}\/external\/verify-client\/\?token=[A-Za-z0-9_-]{43})/)?.[1];
    if (path) return path;
    await page.waitForTimeout(200);
  }
  throw new Error(`no verification link for ${to}`);
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/en-id/signIn`);
  await page.getByLabel('Email').fill('corporate@rednest.test');
  await page.getByLabel('Password', { exact: true }).fill('rednest-demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Budi' })).toBeVisible();
}

async function colleagueConfirms(
  browser: Browser,
  origin: string,
  path: string,
  viewport: { name: string; width: number; height: number },
  email: string,
) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'en-US',
  });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    await expect(page.getByText('Nusantara Logistics', { exact: true })).toBeVisible();
    await expect(page.getByText(/^[a-z]\*\*\*@example\.test$/)).toBeVisible();
    await shot(page, `${viewport.name}-verify-client`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmed: now create your account' })).toBeVisible();
    await shot(page, `${viewport.name}-verify-client-confirmed`);

    // sign-up on the corporate site, the email prefilled from the link
    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(page.getByText("Create your account to book at Nusantara Logistics's rate.")).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('Sari');
    await page.getByLabel('Password', { exact: true }).fill('Colleague2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en-id\/register-successfully$/);
    await expect(page.getByRole('button', { name: 'Account menu for Sari' })).toBeVisible();

    // the link did its job
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link was already used' })).toBeVisible();
  } finally {
    await context.close();
  }
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a corporate member adds a colleague by email, the colleague confirms from the mailed link and signs up, My clients shows them verified`, async ({
    page,
    browser,
    stack,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const origin = `http://corporate.localhost:${stack.port}`;
    const email = `sari.${viewport.name}.${Date.now()}@example.test`;

    // a guest is told the page is for company accounts
    await page.goto(`${origin}/en-id/my-clients`);
    await expect(page.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Only for company accounts' })).toBeVisible();

    await signIn(page, origin);
    await page.getByRole('button', { name: 'Account menu for Budi' }).click();
    await page.getByRole('menuitem', { name: 'My clients' }).click();
    await expect(page.getByText("Colleagues who book stays at Nusantara Logistics's rate.")).toBeVisible();

    await page.getByRole('link', { name: 'Add a client' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a client' })).toBeVisible();
    await page.getByLabel(/Full name/).fill('Sari Wijaya');
    await page.getByLabel(/Email address/).fill(email);
    await shot(page, `${viewport.name}-add-new-client`);
    await page.getByRole('button', { name: 'Add and send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Link sent' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Link sent' }).getByRole('status')).toContainText(
      /We sent a verification link to s\*\*\*@example\.test/,
    );

    await page.getByRole('link', { name: 'Go to My clients' }).click();
    const card = page.getByRole('article').filter({ hasText: email });
    await expect(card.getByText('Waiting for confirmation')).toBeVisible();
    await shot(page, `${viewport.name}-my-clients-pending`);

    const path = await linkFor(page, email);
    await colleagueConfirms(browser, origin, path, viewport, email);

    await page.reload();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText('Books for your company')).toBeVisible();
    await shot(page, `${viewport.name}-my-clients-verified`);
  });
}
