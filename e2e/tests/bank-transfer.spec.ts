import { test, expect } from '../fixtures.ts';

/**
 * Issue 10, bank transfer: a guest books, picks "Bank transfer" among the ways to pay, sees the
 * virtual account with the exact amount and the time left, uploads a proof, and the sandbox bank
 * (the gateway's own page) sends the transfer; the page turns to "Transfer received" by itself.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
const shots = process.env.B1_SHOTS;

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a guest pays by bank transfer to a virtual account`, async ({ page, context }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const days = viewport.name === 'phone' ? 16 : 18;
    await page.goto(`/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 1)}&rooms=1&guest=2`);
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name }).click();
    await page.getByRole('region', { name: 'Rooms and prices' }).getByRole('link', { name: /^Book / }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your stay' })).toBeVisible();
    await page.getByRole('textbox', { name: /First name/ }).fill('Budi');
    await page.getByRole('textbox', { name: /Email/ }).fill(`bt.${viewport.name}.${Date.now()}@example.test`);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('+62 812 3456 7890');
    await page.getByRole('button', { name: 'Book, then choose how to pay' }).click();

    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by bank transfer' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Transfer within (59|60):\d\d/);
    await expect(page.getByText(/^8808( \d{4}){3}$/)).toBeVisible();
    await page.getByLabel('Proof of transfer (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) });
    await expect(page.getByText('Proof received: receipt.png').first()).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/${viewport.name}-5-transfer.png`, fullPage: true });

    // the sandbox bank sends the money
    const bank = await context.newPage();
    await bank.goto((await page.getByRole('link', { name: /Sandbox: open the test bank/ }).getAttribute('href'))!);
    await bank.getByRole('button', { name: /^Send / }).click();
    await expect(bank.getByText('The transfer was sent.')).toBeVisible();
    await bank.close();
    await expect(page.getByRole('heading', { name: 'Transfer received: your booking is confirmed' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'See your confirmation' }).click();
    await expect(page.getByText(/^Paid: Rp /)).toBeVisible();
  });
}
