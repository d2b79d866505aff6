import { test, expect } from '../fixtures.ts';

/**
 * A phone's header is one row (brand, account, menu) and its menu is a drawer holding the page
 * links, the language and the currency; the cookie notice is a bar that leaves the page's primary
 * action uncovered.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the phone header: one row, its menu changes currency and language, Escape and back close it', async ({
  page,
}) => {
  await page.goto('/en-id');
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // the page links and the locale menus are in the menu, not in the row
  await expect(banner.getByRole('link', { name: 'My Bookings' })).toBeHidden();
  await expect(banner.getByRole('combobox')).toHaveCount(0);
  const header = await page.locator('#rn-header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(64);

  // Escape closes it and gives focus back to the button
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Bookings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(page).toHaveURL(/\/en-id$/);

  // the currency: the choice closes the menu, goes in the URL and is the marked one next time
  await menuButton.click();
  const currencies = menu.getByRole('region', { name: 'Currency' });
  await expect(currencies.getByRole('button', { name: /Indonesian Rupiah/ })).toHaveAttribute('aria-current', 'true');
  await currencies.getByRole('button', { name: /Thai Baht/ }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/currency=THB/);
  await menuButton.click();
  await expect(currencies.getByRole('button', { name: /Thai Baht/ })).toHaveAttribute('aria-current', 'true');

  // back closes it and the page stays
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/en-id\?currency=THB$/);

  // the language: the locale's own page, in its language
  await menuButton.click();
  await menu.getByRole('region', { name: 'Language and country' }).getByRole('button', { name: 'ภาษาไทย' }).click();
  await expect(page).toHaveURL(/\/th-th(\?|$)/);
  const thaiMenuButton = page.getByRole('banner').getByRole('button', { name: 'เมนู' });
  const thaiMenu = page.getByRole('dialog', { name: 'เมนู' });
  // the Thai page's header is drawn before the shell has taken it over: a press that lands first does
  // nothing, so press again until the menu opens (never while it is open: a press would close it)
  await expect(async () => {
    if (!(await thaiMenu.isVisible())) await thaiMenuButton.click();
    await expect(thaiMenu.getByRole('link', { name: 'การจองของฉัน' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    thaiMenu.getByRole('region', { name: 'ภาษาและประเทศ' }).getByRole('button', { name: 'ภาษาไทย' }),
  ).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(thaiMenu).toBeHidden();
});

test('the cookie bar takes at most a fifth of the screen and leaves the search button uncovered', async ({ page }) => {
  await page.goto('/en-id');
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeVisible();
  const bar = page.getByRole('dialog', { name: 'Cookie Policies' });
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(0.2 * 844);
  expect(box.y + box.height).toBeCloseTo(844, 0);
  await expect(bar.getByRole('button', { name: 'OK' })).toBeVisible();

  const hit = async () =>
    search.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!at && (at === button || button.contains(at));
    });
  expect(await hit()).toBe(true);
});

for (const { name, width, height, bar } of [
  { name: 'a tablet', width: 820, height: 1180, bar: true },
  { name: 'a desktop', width: 1366, height: 800, bar: false },
]) {
  test.describe(name, () => {
    test.use({ viewport: { width, height } });

    test("the cookie notice leaves the hotel page's price and its See rooms button uncovered", async ({ page }) => {
      await page.goto('/en-id/hotel/rumah-kelapa-gading-syariah-hotel-jakarta');
      const seeRooms = page.getByRole('link', { name: 'See rooms' });
      await expect(seeRooms).toBeVisible();
      const notice = page.getByRole('dialog', { name: 'Cookie Policies' });
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      // a tablet has the phone's bar across the bottom; a desktop a card in the bottom left corner
      if (bar) expect([box.x, box.width, Math.round(box.y + box.height)]).toEqual([0, width, height]);
      else expect(box.x + box.width).toBeLessThan(width / 2);
      const uncovered = await seeRooms.evaluate((link) => {
        const r = link.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!at && (at === link || link.contains(at));
      });
      expect(uncovered).toBe(true);
    });
  });
}
