/** Provider ids for social login; null while a provider is not configured (no SDK is loaded). */
export type TSocialConfig = { googleClientId: string | null; facebookAppId: string | null };

/** The social login settings the layout loader exposes (docs/decisions/0008-web-session.md). */
export function socialConfig(): TSocialConfig {
  return { googleClientId: null, facebookAppId: null };
}
