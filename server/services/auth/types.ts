/** Who the provider says signed in; users are matched by provider and subject, never by email alone. */
export type TSocialProfile = {
  provider: 'google' | 'facebook';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  surname: string;
  picture: string | null;
};

/** Verifies a provider token and returns the profile it vouches for, or throws SocialTokenError. */
export type TSocialVerifier = (token: string) => Promise<TSocialProfile>;

/**
 * The provider token could not be trusted (or the provider is not configured). Routes turn it into
 * a 401; `reason` is for logs only and never contains the token or app secrets.
 */
export class SocialTokenError extends Error {
  override name = 'SocialTokenError';
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(reason, options);
  }
}
