import { test, expect } from '../fixtures.ts';

// Every remote mounts a real page wired to the API through the runtime manifest.
const pages = [
  { path: '/en-id/faq', heading: 'Frequently asked questions' },
  { path: '/en-id/what-is-redcash', heading: 'What is redcash?' },
  { path: '/en-id/reseller-landing', heading: 'Earn with every booking you make for your clients' },
  // signIn is a dialog on desktop (account-journeys.spec.ts); the account remote's pages: forgot-password, signUp
  { path: '/en-id/forgot-password', heading: 'Reset your password' },
  { path: '/en-id/signUp', heading: 'Create your account' },
  { path: '/en-id/my-bookings', heading: 'My bookings' },
];

for (const { path, heading } of pages) {
  test(`${path} renders its page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test('the FAQ is in the language of the locale', async ({ page }) => {
  await page.goto('/th-th/faq');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Frequently asked questions');
  await expect(page.getByRole('button', { expanded: false }).first()).toBeVisible();
});

test('the runtime manifest names a versioned entry for every remote and is not cached', async ({ request }) => {
  const res = await request.get('/manifest.json');
  expect(res.headers()['cache-control']).toContain('no-store');
  const body = await res.json();
  for (const name of ['mf_search', 'mf_booking', 'mf_account', 'mf_club', 'mf_corporate', 'mf_content']) {
    expect(body.remotes[name].entry).toMatch(/\/\d+\.\d+\.\d+-[0-9a-f]{8}\/remoteEntry\.js$/);
  }
});

test('the API documents itself', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.ok()).toBe(true);
  const doc = await res.json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/search/v1/hotels/list', '/api/cdn/v13/site_settings']),
  );
});
