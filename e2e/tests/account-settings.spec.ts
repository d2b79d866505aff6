import type { Browser, Page } from '@playwright/test';
import { expect, signUp, test, uniqueEmail } from '../fixtures';

/**
 * Settings and bank details as a new member would use them, on a phone and on a desktop.
 * Settings: currency saved to the profile and applied to the site, a message preference kept after
 * a reload, the devices signed in with "This device", another device signed out from here. Bank
 * details: the bank's digit count checked before sending, saved with the password, shown masked.
 */
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** a second browser signed in as the same person: another device in the list */
async function signInElsewhere(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/en-id/signIn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  return context;
}

async function openSettings(page: Page) {
  await page.goto('/en-id/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

for (const { name, viewport } of VIEWPORTS) {
  test(`${name}: settings save the currency and a message preference, list the devices and sign one out`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail();
    await signUp(page, { firstName: 'Rina', email, password: 'Secret123' });
    const other = await signInElsewhere(browser, baseURL!, email, 'Secret123');

    await openSettings(page);
    const prefs = page.getByRole('region', { name: 'Language and currency' });
    const currency = prefs.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('IDR');
    await currency.selectOption('SGD');
    await prefs.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Prices now show in your currency.')).toBeVisible();
    await expect(page).toHaveURL(/currency=SGD/);

    const whatsapp = page
      .getByRole('checkbox', { name: 'Booking updates on WhatsApp' })
      .or(page.getByRole('switch', { name: 'Booking updates on WhatsApp' }));
    const wasOn = await whatsapp.isChecked();
    await whatsapp.click();
    await expect(whatsapp).toBeChecked({ checked: !wasOn });

    // the devices: this one, and the phone signed in above
    const devices = page.getByRole('region', { name: 'Devices signed in' });
    await expect(devices.getByText('This device')).toBeVisible();
    const phoneRow = devices.getByRole('button', { name: /^Sign out Chrome on Android/ });
    await expect(phoneRow).toBeVisible();
    await phoneRow.click();
    await expect(phoneRow).toHaveCount(0);

    // kept by the server: a reload shows the saved currency and preference
    await page.goto('/en-id/settings');
    await expect(prefs.getByRole('combobox', { name: 'Currency' })).toHaveValue('SGD');
    await expect(
      page
        .getByRole('checkbox', { name: 'Booking updates on WhatsApp' })
        .or(page.getByRole('switch', { name: 'Booking updates on WhatsApp' })),
    ).toBeChecked({ checked: !wasOn });

    // the device signed out from here is signed out there: its next page asks it to sign in
    const otherPage = other.pages()[0]!;
    await otherPage.goto('/en-id/account');
    await expect(otherPage.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
    await other.close();
    await page.screenshot({ path: test.info().outputPath(`settings-${name}.png`), fullPage: true });
  });

  test(`${name}: bank details are checked against the bank, saved with the password and shown masked`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(page, { firstName: 'Budi', email: uniqueEmail(), password: 'Secret123' });
    await page.goto('/en-id/bank-account-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank account for refunds' })).toBeVisible();

    const bank = page.getByRole('combobox', { name: 'Bank', exact: true });
    await expect(bank).toBeEnabled();
    await bank.selectOption({ label: 'Bank Central Asia (BCA)' });
    await expect(page.getByText('10 digits for Bank Central Asia (BCA)')).toBeVisible();
    await page.getByLabel('Account holder name').fill('Budi Santoso');
    const number = page.getByLabel('Account number');
    await number.fill('12345');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(number).toHaveAccessibleDescription(/A Bank Central Asia \(BCA\) account number has 10 digits/);
    await expect(number).toBeFocused();

    await number.fill('8123456790');
    await page.getByLabel('Your password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByLabel('Your password')).toHaveAccessibleDescription(/This is not your password/);

    await page.getByLabel('Your password').fill('Secret123');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await expect(
      page.getByText('Your bank account is saved. We have emailed you a notice of the change.'),
    ).toBeVisible();
    await expect(page.getByLabel('Account number ending in 6790').or(page.getByText('•••• 6790'))).toBeVisible();
    await expect(page.getByText('8123456790')).toHaveCount(0);

    // a reload reads it back from the server, masked
    await page.reload();
    await expect(page.getByText('•••• 6790')).toBeVisible();
    await expect(page.getByText('Budi Santoso')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`bank-details-${name}.png`), fullPage: true });
  });
}
