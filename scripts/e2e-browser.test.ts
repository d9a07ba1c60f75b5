import { describe, expect, it } from 'vitest';
import { e2eBrowserPath, fullChromium, headlessShell } from './e2e-browser.mjs';

describe('e2eBrowserPath', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(e2eBrowserPath({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });
  it('prefers the headless shell when it is installed', () => {
    expect(e2eBrowserPath({}, (file) => file === headlessShell)).toBe(headlessShell);
  });
  it('falls back to the full browser without the shell', () => {
    expect(e2eBrowserPath({}, () => false)).toBe(fullChromium);
  });
});
