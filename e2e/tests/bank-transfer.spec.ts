import { test, expect } from '../fixtures.ts';

/**
 * Bank transfer: a guest books, picks "Bank transfer" among the ways to pay, sees the
 * virtual account with the exact amount and the time left, uploads a proof, and the sandbox bank
 * (the gateway's own page) sends the transfer; the page turns into the booking's finish by itself,
 * which links the proof: drawn on view_proof_url and downloaded as an attachment through a signed
 * link. Screenshots: test-results/shots.
 */
const dmy = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
const shots = process.env.B1_SHOTS;
/** a real picture (240×320: a red header, lines of text), standing in for a photo of the receipt */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAAFACAIAAAANimYEAAADCElEQVR42u3csQkAIRREQXu5+PqvxQbE4HrQAjYUDtR5bAUy4cdSn9fsmBVPYECbAW0GtBnQBrQZ0GZAmwFtBrQBbQa0GdBmQJsBbUCbAW0GtBnQZkAb0GZAmwFtBrQZ0Aa0GdBmQJsBbQa0AW0GtBnQZkCbAW1AmwFtBrQZ0HY56CEdFNACWgJaAloCWkBLQEv7g279M/tzQBvQQBvQZkCbAW1AA21AA21AmwFtBrQBDbQBLbm2k4CWgJaAFtAS0BLQEtAS0AJaAlraArRbGXNtZwa0GdAGNNAGtBnQZkAb0EAb0EAb0GZAm/mXQwJaQEtAS0BLQEtAC2gJaAloCWgJaAGduZUx13ZmQJsBbUADbUCbAW0GtAENtAENtAFtBrSZfzkkoAW0BLQEtAS0BLSAloCWgJaAloAW0JlbGXNtZwa0GdAGNNAGtBnQZkAb0EAb0EAb0GZAm/mXQwJaQEtAS0BLQEtAC2gJaAloCWgJaAGduZUx13ZmQJsBbUADbUCbAW0GtAENtAENtAFtBrSZfzkkoAW0BLQEtAS0BLSAloCWgJaAloAW0JlbGXNtZwa0GdAGNNAGtBnQZkAb0EAb0EAb0GZAm/mXQwJaQEtAS0BLQEtAC2gJaAloCWgJaAGduZUx13ZmQJsBbUADbUCbAW0GtAENtAENtAFtBrSZfzkkoAW0BLQEtAS0BLSAloCWgJaAloAW0JlbGXNtZwa0GdAGNNAGtBnQZkAb0EAb0EAb0GZAm/mXQwJaQEtAS0BLQEtAC2gJaAloCWgJaAGduZUx13ZmQJsBbUADbUCbAW0GtAENtAENtAFtBrSZfzkkoAW0BLQEtAS0BLSAloCWgJaAloAW0JlbGXNtZwa0GdAGNNAGtBnQZkAb0EAb0EAb0GZAm/mXQwJaQEtAS0BLQEtAC2gJaAloCWgJaAGduZUx13ZmQJsBbUADbUCbAW0GtAENtAENtAFtBrSZfzkkoAW0BLQEtAS0BLSAloCWgJaAloAW0BLQEtAS0BLQAloCWgJaWmoCenrohmR3F7UAAAAASUVORK5CYII=',
  'base64',
);

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: a guest pays by bank transfer to a virtual account`, async ({ page, context }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const days = viewport.name === 'phone' ? 16 : 18;
    await page.goto(
      `/en-id/search?location=cit-jakarta&name=Jakarta&check_in_date=${dmy(days)}&check_out_date=${dmy(days + 1)}&rooms=1&guest=2`,
    );
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name }).click();
    await page
      .getByRole('region', { name: 'Rooms and prices' })
      .getByRole('link', { name: /^Book / })
      .first()
      .click();
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
    await page
      .getByLabel('Proof of transfer (optional)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Proof received: receipt.png').first()).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/${viewport.name}-5-transfer.png`, fullPage: true });

    // the sandbox bank sends the money
    const bank = await context.newPage();
    await bank.goto((await page.getByRole('link', { name: /Sandbox: open the test bank/ }).getAttribute('href'))!);
    await bank.getByRole('button', { name: /^Send / }).click();
    await expect(bank.getByText('The transfer was sent.')).toBeVisible();
    await bank.close();
    // the page turns into the booking's finish by itself
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/Your transfer arrived: your room at .* is booked and paid\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name }).getByText('Paid by bank transfer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking code' }).getByText(/^RN\d{6}$/)).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-finish-bank-transfer.png`, fullPage: true });

    // the proof the guest uploaded: their own, drawn, and downloaded as an attachment through a short-lived link
    await page.getByRole('link', { name: 'See the transfer proof' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your transfer proof' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your transfer proof, receipt.png' })).toBeVisible();
    await expect(page.getByText('Picture (PNG)')).toBeVisible();
    await page.screenshot({ path: `test-results/shots/${viewport.name}-transfer-proof.png`, fullPage: true });
    const href = (await page.getByRole('link', { name: 'Download receipt.png' }).getAttribute('href'))!;
    expect(href).toMatch(/\/view_proof_url\/file\?proof_id=\d+&expires=\d+&signature=[0-9a-f]{64}$/);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toBe(
      `attachment; filename="receipt.png"; filename*=UTF-8''receipt.png`,
    );
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).equals(PNG)).toBe(true);
    // the same link with another signature opens nothing
    expect(
      (
        await page.request.get(
          href.replace(/signature=[0-9a-f]/, (m) => `${m.slice(0, -1)}${m.endsWith('0') ? '1' : '0'}`),
        )
      ).status(),
    ).toBe(404);
  });
}
