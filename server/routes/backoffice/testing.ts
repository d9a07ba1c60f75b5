import sharp from 'sharp';
import { expect } from 'vitest';
import type { TUser } from '../../../db/factories';
import type { TBoatFormInput } from '../../../shared/schemas/boat-form';
import { validBoatForm } from '../../../shared/schemas/boat-form.fixture';
import { sessionToken } from '../../testing/session';
import type { TTestApp } from '../../testing/test-app';

/**
 * Helpers of the boat writing and review tests: a caller's token, real uploaded pictures, and a
 * valid boat naming real catalogue slugs (the seeded reference data of `createTestApp`).
 */
export async function bearerFor(t: TTestApp, user: TUser): Promise<{ authorization: string }> {
  const token = await sessionToken(t.app.db, t.app.secrets.jwt, { id: user.id, role: user.role });
  return { authorization: `Bearer ${token}` };
}

/** Uploads `count` pictures as the browser does (signed URL, PUT, confirm): ready asset ids. */
export async function uploadPictures(
  t: TTestApp,
  headers: { authorization: string },
  count = 3,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const body = await sharp({
      create: { width: 320, height: 240, channels: 3, background: `#0b8c${10 + i * 20}` },
    })
      .jpeg()
      .toBuffer();
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generate-signed-url',
      headers,
      payload: { kind: 'boat_picture', contentType: 'image/jpeg', size: body.length },
    });
    expect(ticket.statusCode).toBe(200);
    const { id, url } = ticket.json<{ id: string; url: string }>();
    const { pathname, search } = new URL(url);
    const put = await t.app.inject({
      method: 'PUT',
      url: pathname + search,
      headers: { 'content-type': 'image/jpeg' },
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/asset/${id}/confirm`,
      headers,
    });
    expect(confirmed.statusCode).toBe(200);
    ids.push(id);
  }
  return ids;
}

/** The fixture boat, moored at a real harbour, with the caller's own pictures. */
export function boatForm(
  gallery: string[],
  overrides: Partial<TBoatFormInput> = {},
): TBoatFormInput {
  return {
    ...validBoatForm(),
    harbour: 'marina-port-vell',
    harbor: { lat: 41.377, lon: 2.186 },
    required_titling: 'per',
    equipment: { outdoor: ['bimini', 'swim-ladder'], electronic: ['vhf-radio'], other: [] },
    gallery,
    ...overrides,
  };
}

export type TFieldErrors = { fields: { field: string }[] };

export function fieldNames(body: unknown): string[] {
  return (body as TFieldErrors).fields.map((f) => f.field);
}
