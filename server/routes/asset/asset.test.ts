import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../db/factories';
import { assets } from '../../../db/schema';
import { sessionToken } from '../../testing/session';
import { uploadUrlSeconds } from '../../services/assets/signature';
import { createTestApp, type TTestApp } from '../../testing/test-app';

type TTicket = { id: string; url: string; method: string; headers: Record<string, string> };
const size = 50_000;

function picture(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: '#0b8caa' } });
}

describe('asset uploads through signed URLs', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function tokenFor() {
    const user = await createUser(t.db);
    return {
      user,
      token: await sessionToken(t.app.db, t.app.secrets.jwt, { id: user.id, role: 'client' }),
    };
  }

  function generate(token: string | undefined, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/asset/generate-signed-url',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });
  }

  async function ticketFor(token: string, contentType = 'image/jpeg', kind = 'boat_picture') {
    const res = await generate(token, { kind, contentType, size });
    expect(res.statusCode).toBe(200);
    return res.json() as TTicket;
  }

  /** PUT to the signed URL as a browser would: only the path and query matter to inject. */
  function upload(url: string, body: Buffer | string, contentType = 'image/jpeg') {
    const { pathname, search } = new URL(url);
    return t.app.inject({
      method: 'PUT',
      url: pathname + search,
      headers: { 'content-type': contentType },
      payload: body,
    });
  }

  function confirm(token: string | undefined, id: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/asset/${id}/confirm`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  it('generates a URL, takes the file, confirms, and serves resized variants', async () => {
    const { user, token } = await tokenFor();
    const ticket = await ticketFor(token);
    expect(ticket.method).toBe('PUT');
    expect(ticket.headers).toEqual({ 'content-type': 'image/jpeg' });
    expect(ticket.url).toMatch(
      new RegExp(
        `^${t.app.config.publicUrl}/api/asset/upload/${ticket.id}\\?expires=\\d+&signature=`,
      ),
    );
    const [pending] = await t.db.select().from(assets).where(eq(assets.id, ticket.id));
    expect(pending).toMatchObject({ ownerId: user.id, status: 'pending', byteSize: 0 });
    expect(pending!.storageKey).toBe(`uploads/boat_picture/${ticket.id}.jpg`);

    // not served before confirmation
    expect((await t.app.inject({ url: `/media/${ticket.id}/320.webp` })).statusCode).toBe(404);
    const put = await upload(ticket.url, await picture().jpeg().toBuffer());
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id: ticket.id });
    const [stored] = await t.db.select().from(assets).where(eq(assets.id, ticket.id));
    expect(stored).toMatchObject({ status: 'pending', width: 400, height: 300 });
    expect(stored!.byteSize).toBeGreaterThan(0);

    const confirmed = await confirm(token, ticket.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: ticket.id, url: `/media/${ticket.id}/640.webp` });
    // a retried confirmation is harmless
    expect((await confirm(token, ticket.id)).statusCode).toBe(200);

    const variant = await t.app.inject({ url: `/media/${ticket.id}/320.webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    const meta = await sharp(variant.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });

    // the URL is spent once the asset is ready
    const again = await upload(ticket.url, await picture().jpeg().toBuffer());
    expect(again.statusCode).toBe(404);
  });

  it('refuses generate and confirm without a token', async () => {
    const res = await generate(undefined, { kind: 'avatar', contentType: 'image/png', size });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AA00002');
    const { token } = await tokenFor();
    const ticket = await ticketFor(token);
    expect((await confirm(undefined, ticket.id)).statusCode).toBe(401);
  });

  it("answers 404 when confirming another user's asset, 400 before the file arrived", async () => {
    const owner = await tokenFor();
    const other = await tokenFor();
    const ticket = await ticketFor(owner.token);
    const notUploaded = await confirm(owner.token, ticket.id);
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().code).toBe('AA00017');
    expect(notUploaded.json().message.en).toBe('Error during upload. Check your image please.');

    expect((await upload(ticket.url, await picture().jpeg().toBuffer())).statusCode).toBe(200);
    const stolen = await confirm(other.token, ticket.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('AA00004');
    const [row] = await t.db.select().from(assets).where(eq(assets.id, ticket.id));
    expect(row!.status).toBe('pending');
  });

  it('names the field on bad generate input', async () => {
    const { token } = await tokenFor();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'boat_picture', contentType: 'image/gif', size }, 'contentType'],
      [{ kind: 'boat_picture', contentType: 'image/png', size: 0 }, 'size'],
      [{ kind: 'boat_picture', contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'size'],
      [{ kind: 'destination_picture', contentType: 'image/png', size }, 'kind'],
    ];
    for (const [payload, field] of cases) {
      const res = await generate(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('AA00001');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('refuses a bad or expired signature with 403', async () => {
    const { token } = await tokenFor();
    const ticket = await ticketFor(token);
    const jpeg = await picture().jpeg().toBuffer();
    const url = new URL(ticket.url);
    const tampered = new URL(url);
    const signature = url.searchParams.get('signature')!;
    // another first character (one signature in 64 already starts with 'A')
    tampered.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const otherAsset = new URL(url);
    otherAsset.pathname = `/api/asset/upload/${(await ticketFor(token)).id}`;
    for (const bad of [tampered, later, otherAsset]) {
      const res = await upload(bad.toString(), jpeg);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('AA00003');
    }

    vi.useFakeTimers({ now: Date.now() + (uploadUrlSeconds + 5) * 1000, toFake: ['Date'] });
    try {
      const expired = await upload(ticket.url, jpeg);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().code).toBe('AA00003');
    } finally {
      vi.useRealTimers();
    }
    expect((await upload(ticket.url, jpeg)).statusCode).toBe(200);
  });

  it('answers 400 AA00017 for bytes that are not the signed image type', async () => {
    const { token } = await tokenFor();
    const ticket = await ticketFor(token);
    const png = await picture().png().toBuffer();
    const jpeg = await picture().jpeg().toBuffer();
    const attempts = [
      upload(ticket.url, Buffer.from('not an image at all')),
      upload(ticket.url, Buffer.alloc(0)),
      upload(ticket.url, png), // a PNG labelled image/jpeg
      upload(ticket.url, png, 'image/png'), // honest, but not the signed type
      upload(ticket.url, jpeg.subarray(0, 400)), // truncated
      upload(ticket.url, await picture(100, 12_001).jpeg().toBuffer()),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'AA00017',
        message: { en: 'Error during upload. Check your image please.' },
      });
    }
    const json = await upload(ticket.url, '{}', 'application/json');
    expect(json.statusCode).toBe(415);
    const [row] = await t.db.select().from(assets).where(eq(assets.id, ticket.id));
    expect(row!.byteSize).toBe(0);
  });

  it('refuses avatars under 64x64 and accepts a small but usable one', async () => {
    const { token } = await tokenFor();
    const tiny = await ticketFor(token, 'image/webp', 'avatar');
    const res = await upload(tiny.url, await picture(48, 48).webp().toBuffer(), 'image/webp');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AA00017');
    const small = await ticketFor(token, 'image/webp', 'avatar');
    const ok = await upload(small.url, await picture(64, 80).webp().toBuffer(), 'image/webp');
    expect(ok.statusCode).toBe(200);
  });

  it('answers 413 for a body over 10 MiB', async () => {
    const { token } = await tokenFor();
    const ticket = await ticketFor(token);
    const res = await upload(ticket.url, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('AA00009');
  });

  it('stores the original without EXIF, upright', async () => {
    const { token } = await tokenFor();
    const ticket = await ticketFor(token);
    // orientation 6: stored 400x300 landscape, shown as 300x400 portrait
    const jpeg = await picture()
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'x' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await upload(ticket.url, jpeg)).statusCode).toBe(200);

    const key = `uploads/boat_picture/${ticket.id}.jpg`;
    const stored = await readFile(path.join(t.dataDir, 'storage', key));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    const [row] = await t.db.select().from(assets).where(eq(assets.id, ticket.id));
    expect(row).toMatchObject({ width: 300, height: 400, byteSize: stored.length });
  });

  it('documents the routes in OpenAPI under the asset tag', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.paths['/api/asset/upload/{id}'].put.tags).toEqual(['asset']);
    expect(spec.paths['/api/asset/generate-signed-url'].post.tags).toEqual(['asset']);
  });
});
