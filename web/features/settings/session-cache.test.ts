import { describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/cookies';
import { identityCookies } from './session-cache';

describe('cached name and picture cookies', () => {
  it('writes both for 50 minutes on the whole site', () => {
    const [name, img] = identityCookies({
      name: 'Lucía Pérez',
      img: '/media/0f1e/320.webp',
      secure: false,
    });
    expect(name).toBe('name=Luc%C3%ADa%20P%C3%A9rez; Path=/; SameSite=Lax; Max-Age=3000');
    expect(img).toBe('img=%2Fmedia%2F0f1e%2F320.webp; Path=/; SameSite=Lax; Max-Age=3000');
    // the session reader decodes what we encode
    expect(readCookie(name!.split(';')[0], 'name')).toBe('Lucía Pérez');
  });

  it('removes the picture when there is none, and is Secure on https', () => {
    const [, img] = identityCookies({ name: 'Ana', img: null, secure: true });
    expect(img).toBe('img=; Path=/; SameSite=Lax; Secure; Max-Age=0');
  });
});
