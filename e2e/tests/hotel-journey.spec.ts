import { test, expect, signUp, uniqueEmail } from '../fixtures.ts';

/**
 * The hotel journey, as a guest who signs up, on a phone and on a desktop: home → a place and dates
 * in the calendar (keyboard; each day shows its lowest price) → listing → sort and a filter → load
 * more → map view → hotel details at the same all-in price → wishlist → Book lands on the booking
 * summary with the choice in the URL.
 */
for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`${viewport.name}: search, listing, details, wishlist and Book`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUp(page, { firstName: 'Sari', email: uniqueEmail(), password: 'correct-horse-9' });

    await page.goto('/en-id');
    await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Jakar');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Jakarta/ })
      .first()
      .click();

    // dates by keyboard: a week from today, for three nights
    await page.getByRole('button', { name: 'Check-in' }).click();
    const calendar = page.getByRole('dialog', { name: 'Select your dates' });
    await expect(calendar).toBeVisible();
    const grid = calendar.getByRole('grid').first();
    // the price calendar: days show the lowest all-in nightly price of the place
    await expect(grid.getByRole('gridcell', { name: /from Rp [\d.]+ a night/ }).first()).toBeVisible();
    await grid.locator('[tabindex="0"]').first().focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/en-id\/search\?.*location=cit-jakarta/);
    const url = new URL(page.url());
    const checkIn = url.searchParams.get('check_in_date');
    const checkOut = url.searchParams.get('check_out_date');
    expect(checkIn).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await expect(page.getByRole('heading', { name: /\d+ propert(y|ies) in Jakarta/ })).toBeVisible();

    // lowest price first
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
    await expect(page).toHaveURL(/sort_by=price/);
    // a quick filter narrows the listing through the URL
    const count = async () =>
      Number(
        (await page.getByRole('heading', { name: /\d+ propert(y|ies) in Jakarta/ }).textContent())!.match(/\d+/)![0],
      );
    const all = await count();
    await page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Pay at hotel' }).click();
    await expect(page).toHaveURL(/pah=true/);
    await expect(
      page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Pay at hotel' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(count).toBeLessThan(all);
    await expect(page.getByRole('article').first()).toContainText('Pay at hotel');
    // a first load gathers 20 on its own; Load more appends the next page
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    // the map view: Leaflet loads on demand; with no tile server here the pins show on a plain grid
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Map of properties in Jakarta' })).toBeVisible();
    await expect(page.locator('.rn-map-price').first()).toBeVisible();
    await page.getByRole('button', { name: 'List', exact: true }).click();

    const first = page.getByRole('article').first();
    await expect(first).toContainText('Total for 3 nights');
    const perNight = (await first
      .getByText(/per night$/)
      .first()
      .textContent())!
      .replace(' per night', '')
      .trim();
    const name = (await first.getByRole('heading').textContent())!.trim();

    // the card opens the hotel for the same stay
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(
      new RegExp(`/en-id/hotel/[^?]+\\?check_in_date=${checkIn}&check_out_date=${checkOut}&rooms=1&guest=2`),
    );
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // the same stay costs the same on the listing and the details page (all-in)
    await expect(page.getByRole('complementary', { name: 'Price summary' })).toContainText(perNight);

    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await expect(rooms).toContainText('including taxes and fees');

    // wishlist, signed in
    await page.getByRole('button', { name: `Save ${name} to your wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from your wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Book the first plan: mf-booking's summary gets the choice and prices it the same
    const planTotal = (await rooms.locator('strong').first().textContent())!.trim();
    await rooms
      .getByRole('link', { name: /^Book / })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(
        `/en-id/bookingsummary\\?hotel=[^&]+&room_type_id=\\d+&rate_plan_id=\\d+&check_in_date=${checkIn}&check_out_date=${checkOut}&rooms=1&guest=2`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price' })).toContainText(planTotal);
  });
}
