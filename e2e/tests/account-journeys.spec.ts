import { expect, signUp, test, uniqueEmail } from '../fixtures';

/**
 * The account journeys in Chromium. Playwright's window (1280×720) is a desktop, where
 * sign-in is a dialog over the page (spec §2); a phone-sized window gets the signIn page.
 */

test('sign up with email and password, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, { firstName: 'Dewi', email, password: 'Secret123' });
  // after a sign-up: what to do next
  await expect(page).toHaveURL(/\/en-id\/register-successfully$/);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Verify your email/ })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Dewi' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signInLink).toBeVisible();
  await expect(page).toHaveURL(/\/en-id$/);

  await signInLink.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu for Dewi' })).toBeVisible();
});

test('desktop: sign-in is a modal over the page; Escape closes it and focus returns; signing in keeps the page', async ({
  page,
}) => {
  await page.goto('/en-id/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await signInLink.click();

  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page).toHaveURL(/\/en-id\/faq#signIn$/);
  // the page stays under it
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeAttached();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en-id\/faq$/);
  await expect(signInLink).toBeFocused();

  await signInLink.click();
  await dialog.getByLabel('Email').fill('demo@rednest.test');
  await dialog.getByLabel('Password', { exact: true }).fill('rednest-demo-1');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en-id\/faq$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
});

test('desktop: /signIn goes home with the dialog over it', async ({ page }) => {
  await page.goto('/en-id/signIn');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-id#signIn$/);
});

test('on a phone, sign-in is a page of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-id/faq');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-id\/signIn\?returnTo=%2Fen-id%2Ffaq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
