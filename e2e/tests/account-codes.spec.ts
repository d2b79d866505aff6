import type { Page } from '@playwright/test';
import { expect, signUp, test, uniqueEmail } from '../fixtures';

/**
 * Sign-in by a one-time code read from the development inbox (what the outbox delivered,
 * GET /api/dev/inbox), five wrong codes locking that code, forgot and reset password.
 */

/** The newest code mailed to `to` after message `after`, from the development inbox. */
async function codeFrom(page: Page, to: string, after = 0): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | null = null;
  await expect(async () => {
    const res = await page.request.get(`/api/dev/inbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: Array<{ id: number; text: string }> };
    const message = messages.find((m) => m.id > after);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
    found = { code: code!, id: message!.id };
  }).toPass({ timeout: 15_000 });
  return found!;
}

async function askForCode(page: Page, email: string) {
  await page.goto('/en-id/signIn');
  await page.getByRole('button', { name: 'Use a one-time code instead' }).click();
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter the 6-digit code we sent to')).toBeVisible();
}

async function signOut(page: Page) {
  await page.goto('/en-id/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('sign in with a code read from the development inbox', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, { firstName: 'Kirana', email, password: 'Secret123' });
  await signOut(page);

  await askForCode(page, email);
  await expect(page.getByText(/The code expires in [45]:\d\d/)).toBeVisible();
  await expect(page.getByText(/You can ask for a new code in 0:\d\d/)).toBeVisible();
  const { code } = await codeFrom(page, email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Kirana' })).toBeVisible();
});

test('five wrong codes lock that code: the right one is refused after them', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, { firstName: 'Bayu', email, password: 'Secret123' });
  await signOut(page);

  await askForCode(page, email);
  const { code } = await codeFrom(page, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const field = page.getByLabel('6-digit code');
  for (let i = 1; i <= 4; i += 1) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');
    await field.fill('');
  }
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong tries: this code no longer works. Ask for a new one.',
  );
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong tries: this code no longer works. Ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('forgot and reset password: the mailed code and a new password; the old password no longer works', async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUp(page, { firstName: 'Sekar', email, password: 'Secret123' });
  await signOut(page);

  await page.goto('/en-id/signIn');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/we have mailed it a 6-digit code/)).toBeVisible();
  const { code } = await codeFrom(page, email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('New password').fill('NewSecret456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  // then sign-in: on desktop the dialog over the home page
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('NewSecret456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Sekar' })).toBeVisible();
});
