import { sessionCookieNames } from '../../lib/session';

/** Spec §9: the cached name and picture live 50 minutes, like the server's own cookies. */
export const cachedIdentitySeconds = 50 * 60;

/**
 * The `document.cookie` assignments that refresh the readable `name` and `img` cookies (spec §3,
 * §4: the name and avatar are cached) after the profile changes them. `PUT /user/me` leaves them
 * as they were at login, so without this the header would show the old name and picture.
 */
export function identityCookies(input: {
  name: string;
  img: string | null;
  secure: boolean;
}): string[] {
  const attributes = `; Path=/; SameSite=Lax${input.secure ? '; Secure' : ''}`;
  const set = (name: string, value: string) =>
    `${name}=${encodeURIComponent(value)}${attributes}; Max-Age=${cachedIdentitySeconds}`;
  return [
    set(sessionCookieNames.name, input.name),
    input.img
      ? set(sessionCookieNames.img, input.img)
      : `${sessionCookieNames.img}=${attributes}; Max-Age=0`,
  ];
}

/** Writes the cached name and picture; the layout then sees the session changed (see `revalidate`). */
export function cacheSessionIdentity(name: string, img: string | null): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of identityCookies({ name, img, secure })) document.cookie = cookie;
}
