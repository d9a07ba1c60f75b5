// The browser of the Playwright journeys (docs/decisions/0049-e2e-headless-shell.md): Debian's
// Chromium headless shell, the same engine as `chromium` without the desktop browser around it.
import { existsSync } from 'node:fs';

export const headlessShell = '/usr/bin/chromium-headless-shell';
export const fullChromium = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH when set, else the headless shell when installed, else the full browser (slower,
 * but what a machine without the shell has).
 */
export function e2eBrowserPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(headlessShell) ? headlessShell : fullChromium;
}
