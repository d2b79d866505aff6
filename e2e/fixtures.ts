import { test as base, expect, type Page } from '@playwright/test';
import { startStack } from '../deploy/src/stack/stack.ts';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * `stack`: one running product per worker, on ports of its own (so a developer's `npm start` on
 * 8080 does not collide), on a fresh in-memory embedded database seeded with the demo data.
 */
export const test = base.extend<{ tokenRequests: string[] }, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      // a free block of ports, and an in-memory database seeded with the demo data
      const stack = await startStack({ port: 'auto', api: { env: { DATA_DIR: 'memory' } } });
      await use(stack);
      await stack.close();
    },
    // two stacks start at once beside CI's PostgreSQL pass: migrate and seed can take minutes
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
