import { expect, signUp, test, uniqueEmail } from '../fixtures';

/**
 * The club's pages as two new people meet them: a member shares their referral link; a friend
 * signs up through it and finds the welcome reward on My rewards; the promo codes on offer with
 * their rules; points and the way to the next tier.
 */
test.describe.configure({ timeout: 120_000 });

test("a friend signs up with a member's referral link and finds the welcome reward", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page, { firstName: 'Rizky', email: uniqueEmail(), password: 'Secret123' });
  await page.goto('/en-id/refer-and-earn');
  await expect(page.getByText('Give your friends Rp 50.000 off their first stay.')).toBeVisible();
  const card = page.getByRole('region', { name: 'Your referral code' });
  const link = (await card.getByText(/\/en-id\/signUp\?ref=/).textContent())!.trim();
  expect(link).toMatch(/\/en-id\/signUp\?ref=[A-Z2-9]{8}$/);

  // the friend, on a phone, in a browser of their own
  const friend = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await friend.newPage();
  await phone.goto(link.slice(link.indexOf('/en-id/')));
  await expect(
    phone.getByText('A friend invited you: sign up and get a welcome reward off your first stay.'),
  ).toBeVisible();
  await phone.getByLabel('First name').fill('Nadia');
  await phone.getByLabel('Last name').fill('Tester');
  await phone.getByLabel('Email').fill(uniqueEmail());
  await phone.getByLabel('Password', { exact: true }).fill('Secret123');
  await phone.getByRole('button', { name: 'Create account' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();

  await phone.goto('/en-id/my-reward');
  const reward = phone.getByRole('listitem').filter({ hasText: 'Welcome reward from a friend' });
  await expect(reward).toContainText('Rp 50.000 off');
  await friend.close();

  // the member sees a friend waiting for a first stay
  await page.reload();
  await expect(card).toContainText('Friends waiting for a first stay1');
});

test('the promo codes on offer, one code’s rules, and a new member’s points', async ({ page }) => {
  await page.goto('/en-id/promocodes');
  const stay10 = page.getByRole('article', { name: /10% off, up to Rp 100\.000/ });
  await expect(stay10.getByRole('button', { name: 'Copy STAY10' })).toBeVisible();
  await expect(page.getByText('WEEKEND8')).toHaveCount(0);
  await stay10.getByRole('link', { name: 'Rules of STAY10' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'For stays in Indonesia.' })).toBeVisible();
  await page.goto('/en-id/promocodes/WEEKEND8');
  await expect(page.getByRole('heading', { name: 'This code is not on offer' })).toBeVisible();

  await signUp(page, { firstName: 'Putri', email: uniqueEmail(), password: 'Secret123' });
  await page.goto('/en-id/loyalty_points');
  const points = page.getByRole('region', { name: 'Points and tier' });
  await expect(points).toContainText('Bronze');
  await expect(points).toContainText('3 more completed stays to reach Silver.');
  await expect(page.getByText('No points yet.')).toBeVisible();
});
