/** What the sessions list says of a device, read from its user agent (null: not recognised). */
export type TDevice = {
  browser: string | null;
  os: string | null;
  type: 'desktop' | 'mobile' | 'tablet' | 'unknown';
};

// The first match wins: Edge, Opera and Samsung Internet also say "Chrome", Chrome says "Safari".
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPads and Android tablets before phones; "Android" before "Linux", which it also says.
const systems: [RegExp, string, TDevice['type']][] = [
  [/\biPad\b/, 'iPadOS', 'tablet'],
  [/\biPhone\b|\biPod\b/, 'iOS', 'mobile'],
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'mobile'],
  [/\bAndroid\b/, 'Android', 'tablet'],
  [/\bWindows\b/, 'Windows', 'desktop'],
  [/\bCrOS\b/, 'ChromeOS', 'desktop'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS', 'desktop'],
  [/\bLinux\b/, 'Linux', 'desktop'],
];

/**
 * The browser, system and kind of device of a user agent, for people to recognise their own
 * sessions ("Chrome on macOS"), not for any decision: a user agent says what its sender likes.
 */
export function describeDevice(userAgent: string | null): TDevice {
  if (!userAgent) return { browser: null, os: null, type: 'unknown' };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(userAgent));
  return { browser, os: system?.[1] ?? null, type: system?.[2] ?? 'unknown' };
}
