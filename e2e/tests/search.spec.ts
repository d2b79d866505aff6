import { test, expect } from '../fixtures.ts';

test('search a city and see the first page of real hotels priced in rupiah', async ({ page }) => {
  await page.goto('/en-id');
  const where = page.getByRole('combobox', { name: 'Where are you going?' });
  await where.fill('Jakar');
  const option = page
    .getByRole('listbox')
    .getByRole('option', { name: /Jakarta/ })
    .first();
  await expect(option).toBeVisible();
  await option.click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/en-id\/search\?.*location=/);
  await expect(page.getByRole('heading', { name: /\d+ propert(y|ies) in .*Jakarta/ })).toBeVisible();
  const cards = page.getByRole('article');
  // spec §9: a fresh listing gathers up to 20 hotels on its own
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  expect(await cards.count()).toBeLessThanOrEqual(20);
  await expect(cards.first()).toContainText('Rp');
  await expect(cards.first()).toContainText('Includes taxes and fees');

  const loadMore = page.getByRole('button', { name: 'Load more' });
  if (await loadMore.isVisible()) {
    const before = await cards.count();
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
});

test('searching without a place explains what is missing', async ({ page }) => {
  await page.goto('/en-sg');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText("Choose where you're going")).toBeVisible();
});

test('a Singapore search is priced in Singapore dollars', async ({ page }) => {
  await page.goto('/en-sg');
  await page.getByRole('combobox', { name: 'Where are you going?' }).fill('Singa');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Singapore/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article').first()).toContainText('S$');
});
