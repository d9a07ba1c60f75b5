import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error (React warnings included),
 * except resources a test expects to be missing (a 404 page's own status).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (/status of 404/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
