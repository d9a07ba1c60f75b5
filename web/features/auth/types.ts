/**
 * Provider ids for social login; null while a provider is not configured (no SDK is loaded).
 * The language layout's loader passes the server's `context.social` (decision 0008).
 */
export type TSocialConfig = { googleClientId: string | null; facebookAppId: string | null };
