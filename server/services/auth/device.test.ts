import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';

const agents = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    ['chromeMac', 'Chrome', 'macOS', 'desktop'],
    ['safariIphone', 'Safari', 'iOS', 'mobile'],
    ['chromeIphone', 'Chrome', 'iOS', 'mobile'],
    ['safariIpad', 'Safari', 'iPadOS', 'tablet'],
    ['firefoxWindows', 'Firefox', 'Windows', 'desktop'],
    ['edgeWindows', 'Edge', 'Windows', 'desktop'],
    ['samsungAndroid', 'Samsung Internet', 'Android', 'mobile'],
    ['chromeAndroidTablet', 'Chrome', 'Android', 'tablet'],
    ['operaLinux', 'Opera', 'Linux', 'desktop'],
    ['headlessChromium', 'Chrome', 'Linux', 'desktop'],
    ['chromebook', 'Chrome', 'ChromeOS', 'desktop'],
  ] as const)('%s is %s on %s (%s)', (agent, browser, os, type) => {
    expect(describeDevice(agents[agent])).toEqual({ browser, os, type });
  });

  it('knows nothing of a missing or unknown agent', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, type: 'unknown' });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, os: null, type: 'unknown' });
    expect(describeDevice('Marea tests')).toEqual({ browser: null, os: null, type: 'unknown' });
  });
});
