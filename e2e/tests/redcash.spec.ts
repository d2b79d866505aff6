import { test, expect } from '../fixtures.ts';
import { openFirstSummary, payBySandboxCard } from '../booking-steps.ts';

/**
 * The demo member pays part of a stay with redcash: the summary offers the wallet, the price card takes
 * it off, the card pays the rest on the sandbox gateway, and once the gateway's webhook confirmed the
 * booking the wallet's history shows the money spent (not on hold) and the balance what is left.
 */
test.describe.configure({ timeout: 180_000 });

test('a member pays part of a stay with redcash, by card the rest, and the wallet shows it spent', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en-id/signIn');
  await page.getByLabel('Email').fill('demo@rednest.test');
  await page.getByLabel('Password', { exact: true }).fill('rednest-demo-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

  await openFirstSummary(page, 45, 2);

  const extras = page.getByRole('region', { name: 'Extras and promo codes' });
  const pay = extras.getByRole('checkbox', { name: 'Pay part with my redcash' });
  await expect(extras.getByText('Rp 25.000 in your wallet: up to 30% of this stay.')).toBeVisible();
  await pay.check();
  await expect(extras.getByText('Rp 25.000 of redcash pays for part of this stay.')).toBeVisible();
  const priceCard = page.getByRole('region', { name: 'Price' });
  await expect(priceCard.getByText('RedCash')).toBeVisible();
  await expect(priceCard.getByText('−Rp 25.000')).toBeVisible();

  await payBySandboxCard(page, 'Dewi Santoso');

  await page.goto('/en-id/what-is-redcash');
  const wallet = page.getByRole('complementary', { name: 'Your redcash' });
  await expect(wallet.getByText('Rp 0')).toBeVisible();
  const history = page.getByRole('region', { name: 'Redcash history' });
  const spent = history.getByRole('listitem').first();
  await expect(spent).toContainText('Spent on a booking');
  await expect(spent).toContainText('−Rp 25.000');
  await expect(spent).not.toContainText('on hold');
  await page.screenshot({ path: 'test-results/shots/desktop-redcash-spent.png', fullPage: true });
});
