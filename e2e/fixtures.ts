import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startStack } from '../deploy/src/stack/stack.ts';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * `stack`: one running product per worker, on ports of its own (so a developer's `npm start` on
 * 8080 does not collide), on a database of its own seeded with the demo data.
 */
export const test = base.extend<{ tokenRequests: string[] }, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      // a free block of ports, and a copy of the run's seeded database (global-setup.ts); without
      // one (a run that skipped the global setup), an in-memory database migrated and seeded here
      const template = process.env.E2E_DB_TEMPLATE;
      // beside the template, so the run's teardown removes it even when a worker dies before its own
      const copy = template ? fs.mkdtempSync(path.join(path.dirname(template), 'worker-')) : null;
      if (template && copy) fs.cpSync(template, copy, { recursive: true });
      const stack = await startStack({ port: 'auto', api: { env: { DATA_DIR: copy ?? 'memory' } } });
      await use(stack);
      await stack.close();
      if (copy) fs.rmSync(copy, { recursive: true, force: true });
    },
    // beside CI's API passes on two cores even a warm start can be slow; a migrate and seed takes minutes
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  /** every guest-token request the page makes */
  tokenRequests: async ({ page }, use) => {
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/en/oauth/token')) seen.push(r.url());
    });
    await use(seen);
  },
});
export { expect };

export const uniqueEmail = () => `guest.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(
  page: Page,
  { firstName, email, password }: { firstName: string; email: string; password: string },
) {
  await page.goto('/en-id/signUp');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${firstName}` })).toBeVisible();
}
