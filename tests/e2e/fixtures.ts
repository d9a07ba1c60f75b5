import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error (React warnings included),
 * except failed responses whose status the test expects: a 404 page's own status, and the API
 * errors a test provokes on purpose (Chromium logs every 4xx response as a console error).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedHttpErrors: number[] }>({
  allowedHttpErrors: [[404], { option: true }],
  // Navigations wait until React has hydrated, so clicks are never lost on server-rendered HTML.
  page: async ({ page }, use) => {
    const waitForHydration = () =>
      page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, allowedHttpErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
        if (status && allowedHttpErrors.includes(Number(status))) return;
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
