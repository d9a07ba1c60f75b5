/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Consent lasts 150 days (spec §9). */
export const consentMaxAgeSeconds = 150 * 24 * 60 * 60;
export { consentCookie } from '../../shared/site';
