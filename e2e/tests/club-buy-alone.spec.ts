import { test, expect, signUp, uniqueEmail } from '../fixtures.ts';
import { openListing } from '../booking-steps.ts';

/**
 * A plan bought on its own: the home's club banner leads to its benefits page and on to the plans; a
 * guest is sent to sign in first; a member presses Join now on the plans
 * page, pays the plan on the payment screen's membership variant with the sandbox card, is welcomed
 * back, and from then on sees member prices on the listing and the membership on the plans page.
 */
test.describe.configure({ timeout: 150_000 });

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a member buys a club plan alone by card and is a member at once`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    // the home's club banner leads to its benefits page, and from there to the plans
    await page.goto('/en-id');
    const banner = page.locator('a[href*="rc-benefits/"]').first();
    const benefitsPath = (await banner.getAttribute('href'))!;
    expect(benefitsPath).toMatch(/^(\/en-id)?\/rc-benefits\/\d+$/);
    await page.goto(benefitsPath.startsWith('/en-id/') ? benefitsPath : `/en-id${benefitsPath}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join RedNest Club' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'What you get' })).toContainText('10% off every stay');
    await expect(page.getByRole('table', { name: 'Points a night by tier' })).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-benefits.png`, fullPage: true });
    await page.getByRole('link', { name: 'Join the club' }).click();
    await expect(page).toHaveURL(/\/en-id\/loyalty-plan$/);

    // a guest is asked to sign in before buying
    await page
      .getByRole('button', { name: /^Sign in to join/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en-id\/signIn\?returnTo=/);

    await signUp(page, { firstName: 'Dewi', email: uniqueEmail(), password: 'club-alone-1' });
    await page.goto('/en-id/loyalty-plan');
    const plans = page.getByRole('region', { name: 'Club plans' });
    const firstPlan = plans.getByRole('listitem').first();
    const planName = (await firstPlan.getByRole('heading', { level: 3 }).textContent())!.trim();
    await firstPlan.getByRole('button', { name: /^Join now/ }).click();

    // the payment screen's membership variant: the plan, card only
    await expect(page).toHaveURL(/\/en-id\/payment\?member=\d+/);
    await expect(page.getByText('Your club plan')).toBeVisible();
    await expect(page.getByText(planName, { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Not available for a club plan' })).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-pay-alone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Dewi Tester');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('heading', { name: 'Welcome to RedNest Club' })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-welcome.png`, fullPage: true });
    expect(await page.evaluate(() => window.localStorage.getItem('redClubPurchase'))).toBeNull();

    await page.getByRole('link', { name: 'See your membership' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your club history' })).toBeVisible();
    await expect(page.getByText(planName).first()).toBeVisible();

    // the listing shows the member's price straight away
    await openListing(page, 40);
    await expect(page.getByText('Your club price').first()).toBeVisible();

    await page.goto('/en-id/loyalty-plan');
    await expect(page.getByRole('region', { name: 'Your membership' }).getByText(/^Member until /)).toBeVisible();
  });
}
