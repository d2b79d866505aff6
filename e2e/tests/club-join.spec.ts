import { test, expect, signUp, uniqueEmail } from '../fixtures.ts';
import { openFirstSummary, openListing, payBySandboxCard } from '../booking-steps.ts';

/**
 * A new member joins the club with a stay: the plan page explains it, the booking summary offers the
 * plans, the price card adds the chosen one and this stay's member price, the sandbox card pays stay
 * and plan together, and once the gateway's webhook confirmed the booking the plan page shows the
 * membership and its days left.
 */
test.describe.configure({ timeout: 180_000 });

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a member joins the club with a stay and the plan page shows the membership`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUp(page, { firstName: 'Intan', email: uniqueEmail(), password: 'club-join-1' });

    // the club's landing (where the home banner leads) says what members get and leads to the plans
    await page.goto('/en-id/loyalty_landing');
    await expect(page.getByRole('region', { name: 'What members get' })).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-landing.png`, fullPage: true });
    await page.getByRole('link', { name: 'Compare the plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Club membership' })).toBeVisible();
    await expect(
      page.getByText('Members earn 10% cash back in redcash on every completed stay instead of 5%.'),
    ).toBeVisible();
    await expect(
      page.getByText('Members pay 10% less on every stay they book, the stay they join with included.'),
    ).toBeVisible();
    await expect(page.getByText(/^Member until/)).toHaveCount(0);

    await openFirstSummary(page, 50);

    const club = page.getByRole('group', { name: 'Club membership' });
    await expect(club.getByRole('radio', { name: 'No plan' })).toBeChecked();
    const plan = club.getByRole('radio').nth(1);
    const planText = (await club.locator('label').nth(1).textContent())!.trim();
    const planName = planText.split(':')[0]!.trim();
    await plan.check();
    await expect(club.getByText(new RegExp(`^${planName} is added for Rp`))).toBeVisible();
    const priceCard = page.getByRole('region', { name: 'Price' });
    await expect(priceCard.getByText(/^Club membership \(/)).toBeVisible();
    // joining with the stay gives it the member price already
    await expect(priceCard.getByText('Club member price')).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-summary.png`, fullPage: true });

    // a new account has no phone yet: the booking needs one
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
    await payBySandboxCard(page, 'Intan Tester');

    await page.goto('/en-id/loyalty-plan');
    const yours = page.getByRole('region', { name: 'Your membership' });
    await expect(yours.getByText(/^Member until /)).toBeVisible();
    await expect(yours.getByText(/^\d+ days left$/)).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-joined.png`, fullPage: true });

    // the club history lists the membership; its invoice opens, with a PDF that is one
    await page.goto('/en-id/redclub-history');
    const memberships = page.getByRole('region', { name: 'Memberships' });
    await expect(memberships.getByText('Active now')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What member prices saved you' })).toContainText('on 1 stay');
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-history.png`, fullPage: true });
    await memberships.getByRole('link', { name: /^Invoice/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Membership invoice' })).toBeVisible();
    const pdfHref = await page.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-invoice.png`, fullPage: true });

    // a member now: the listing shows them their club price against everyone's
    await openListing(page, 52);
    await expect(page.getByRole('article').first().getByText('Your club price')).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-club-listing.png` });
  });
}
