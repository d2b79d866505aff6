import { test, expect, signUp, uniqueEmail } from '../fixtures.ts';

test('the guest token is fetched once for many parallel calls', async ({ page, tokenRequests }) => {
  await page.goto('/en-id');
  await expect(page.getByRole('combobox', { name: 'Where are you going?' })).toBeVisible();
  const before = tokenRequests.length;
  await page.evaluate(() => localStorage.removeItem('rn.guest_token'));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Where are you going?' })).toBeVisible();
  const statuses = await page.evaluate(async () => {
    const rn = (window as unknown as { rednest: { api: { call: (n: string) => Promise<unknown> } } }).rednest;
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => rn.api.call('countryList')));
    return results.map((r) => r.status);
  });
  expect(statuses).toEqual(Array(10).fill('fulfilled'));
  // one grant for the reload (the home page's own calls and the ten parallel ones share it)
  expect(tokenRequests.length - before).toBe(1);
});

test('sign up, stay signed in across remotes, sign out', async ({ page }) => {
  await signUp(page, { firstName: 'Ayu', email: uniqueEmail(), password: 'correct-horse-9' });
  const menu = page.getByRole('button', { name: 'Account menu for Ayu' });

  // mf-search (home)
  await page.goto('/en-id');
  await expect(menu).toBeVisible();
  // mf-booking: a new user has no bookings yet
  await page.getByRole('banner').getByRole('link', { name: 'My Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByText('No bookings yet')).toBeVisible();
  await expect(menu).toBeVisible();
  // mf-content
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/en-id/my-bookings');
  await expect(page.getByText('Sign in to see your bookings')).toBeVisible();
});

test('a revoked token signs the user out and sends them to sign-in', async ({ page, baseURL }) => {
  await signUp(page, { firstName: 'Budi', email: uniqueEmail(), password: 'correct-horse-9' });
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('rn.user_info') ?? '{}').access_token as string,
  );
  expect(token).toBeTruthy();
  // revoke it behind the page's back (as an expiry or a sign-out on another device would)
  const res = await page.request.delete(`${baseURL}/api/login/v16/logout`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);

  // desktop: sign-in is a dialog over the page the call failed on, which it comes back to
  await page.goto('/en-id/my-bookings');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-id\/my-bookings#signIn$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rn.user_info'))).toBeNull();
});

test('on a phone, a revoked token leads to the sign-in page, which comes back after', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, { firstName: 'Citra', email: uniqueEmail(), password: 'correct-horse-9' });
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('rn.user_info') ?? '{}').access_token as string,
  );
  await page.request.delete(`${baseURL}/api/login/v16/logout`, { headers: { Authorization: `Bearer ${token}` } });
  await page.goto('/en-id/my-bookings');
  await expect(page).toHaveURL(/\/en-id\/signIn\?returnTo=%2Fen-id%2Fmy-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('the demo user signs in with a password and sees their bookings', async ({ page }) => {
  await page.goto('/en-id/signIn');
  await page.getByLabel('Email').fill('demo@rednest.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('rednest-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  await page.goto('/en-id/my-bookings');
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});
