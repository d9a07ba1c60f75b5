import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createBoat, createUser } from '../../../db/factories';
import { boatPictures } from '../../../db/schema';
import { createLocalStorage } from '../../adapters/storage/local';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('GET /media/:assetId/:width.webp', () => {
  let t: TTestApp;
  let assetId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.db, { role: 'shipowner' });
    const store = createLocalStorage(path.join(t.dataDir, 'storage'));
    const boat = await createBoat(t.db, {
      ownerId: owner.id,
      pictures: {
        store,
        art: { seed: 7, type: 'sailboat', hullColor: '#1d3557', accentColor: '#e9c46a' },
        views: ['cover', 'sunset'],
      },
    });
    const pictures = await t.db
      .select()
      .from(boatPictures)
      .where(eq(boatPictures.boatId, boat.id))
      .orderBy(boatPictures.position);
    expect(pictures).toHaveLength(2);
    assetId = pictures[0]!.assetId;
  });
  afterAll(() => t.close());

  it('renders a WebP of the asked width, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${assetId}/640.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(427);
    expect(existsSync(path.join(t.dataDir, 'cache', 'media', assetId, '640.webp'))).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/media/${assetId}/640.webp` });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers 404 for an unknown asset or a width it does not make', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/media/00000000-0000-4000-8000-000000000000/640.webp',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('AA00004');
    const width = await t.app.inject({ method: 'GET', url: `/media/${assetId}/641.webp` });
    expect(width.statusCode).toBe(404);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/not-a-uuid/640.webp' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('assetId');
  });
});
