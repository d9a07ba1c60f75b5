import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoat, createUser } from '../../../db/factories';
import { auditLog, plans } from '../../../db/schema';
import { syncReferenceData } from '../../../db/seed/reference';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { bearerFor, fieldNames } from './testing';

const base = '/api/backoffice/admin/catalog';

const sunset = {
  slug: 'sunset-at-es-vedra',
  nameEs: 'Atardecer en Es Vedrà',
  nameEn: 'Sunset at Es Vedrà',
  descriptionEs: 'Navega hasta el islote al caer la tarde y fondea frente a la puesta de sol.',
  descriptionEn: 'Sail to the islet late in the day and anchor facing the sunset.',
  position: 40,
};

describe('admin catalogues', () => {
  let t: TTestApp;
  let admin: { authorization: string };
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.db, { role: 'admin' });
    adminId = user.id;
    admin = await bearerFor(t, user);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = admin,
  ) =>
    t.app.inject({
      method,
      url: `${base}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('lists a catalogue with the use of each entry and which ones ship with the code', async () => {
    const res = await call('GET', '/boat-type');
    expect(res.statusCode).toBe(200);
    const sailboat = res.json().find((e: { slug: string }) => e.slug === 'sailboat');
    expect(sailboat).toMatchObject({ nameEs: 'Velero', nameEn: 'Sailboat', kind: 'sail' });
    expect(sailboat).toMatchObject({ builtIn: true, usage: 0, id: expect.any(Number) });
    for (const kind of [
      'plan',
      'region',
      'province',
      'destination',
      'harbour',
      'profession',
      'degree',
    ])
      expect((await call('GET', `/${kind}`)).json().length).toBeGreaterThan(0);
  });

  it('creates a plan: the public list shows it, the audit log has it, a second one with its slug is 409', async () => {
    const res = await call('POST', '/plan', sunset);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...sunset, builtIn: false, usage: 0 });
    const publicPlans = (await t.app.inject({ url: '/api/plan' })).json();
    expect(publicPlans.map((p: { slug: string }) => p.slug)).toContain(sunset.slug);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'plan'), eq(auditLog.targetId, String(created.id))));
    expect(entry).toMatchObject({ actorId: adminId, action: 'catalog.create', before: null });
    expect(entry!.after).toMatchObject({ slug: sunset.slug, nameEn: sunset.nameEn });

    const again = await call('POST', '/plan', { ...sunset, nameEn: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AA00160');
    expect(fieldNames(again.json())).toEqual(['slug']);
  });

  it('edits an entry (never its slug) with before and after in the audit log', async () => {
    const { id } = (await call('GET', '/plan'))
      .json()
      .find((p: { slug: string }) => p.slug === sunset.slug);
    const { slug: _slug, ...fields } = sunset;
    const res = await call('PUT', `/plan/${id}`, {
      ...fields,
      slug: 'renamed',
      nameEn: 'Es Vedrà at dusk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, slug: sunset.slug, nameEn: 'Es Vedrà at dusk' });
    const publicPlan = (await t.app.inject({ url: '/api/plan' }))
      .json()
      .find((p: { slug: string }) => p.slug === sunset.slug);
    expect(publicPlan.name.en).toBe('Es Vedrà at dusk');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog.update'), eq(auditLog.targetId, String(id))));
    expect(entry!.before).toMatchObject({ nameEn: sunset.nameEn });
    expect(entry!.after).toMatchObject({ nameEn: 'Es Vedrà at dusk' });
  });

  it('the reference-data sync keeps what an admin edited and still updates the rest', async () => {
    const list = (await call('GET', '/plan')).json() as { id: number; slug: string }[];
    const [edited, untouched] = list.filter((p) => p.slug !== sunset.slug);
    const current = list.find((p) => p.id === edited!.id) as Record<string, unknown>;
    const body = Object.fromEntries(
      ['nameEs', 'nameEn', 'descriptionEs', 'descriptionEn', 'position'].map((f) => [
        f,
        current[f],
      ]),
    );
    expect(
      (await call('PUT', `/plan/${edited!.id}`, { ...body, nameEn: 'Admin words' })).statusCode,
    ).toBe(200);
    await t.db.update(plans).set({ nameEn: 'Stale words' }).where(eq(plans.id, untouched!.id));
    await syncReferenceData(t.db);
    const [kept] = await t.db.select().from(plans).where(eq(plans.id, edited!.id));
    expect(kept!.nameEn).toBe('Admin words');
    const [synced] = await t.db.select().from(plans).where(eq(plans.id, untouched!.id));
    expect(synced!.nameEn).not.toBe('Stale words');
  });

  it('places: a new destination and harbour reach the public place search at once', async () => {
    // the place rows are remembered a minute: read them first so the cache holds the old ones
    await t.app.inject({ url: '/api/place?q=cala' });
    const province = (await call('GET', '/province'))
      .json()
      .find((p: { slug: string }) => p.slug === 'illes-balears');
    const destination = await call('POST', '/destination', {
      slug: 'cala-llentrisca',
      provinceId: province.id,
      name: 'Cala Llentrisca',
      taglineEs: 'Una cala escondida frente a Es Vedrà.',
      taglineEn: 'A hidden cove facing Es Vedrà.',
      lat: 38.86,
      lon: 1.24,
      position: 50,
    });
    expect(destination.statusCode).toBe(201);
    const harbour = await call('POST', '/harbour', {
      slug: 'fondeadero-llentrisca',
      destinationId: destination.json().id,
      name: 'Fondeadero de Llentrisca',
      lat: 38.861,
      lon: 1.241,
    });
    expect(harbour.statusCode).toBe(201);
    const places = (await t.app.inject({ url: '/api/place?q=llentrisca' })).json();
    expect(places.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['cala-llentrisca', 'fondeadero-llentrisca']),
    );

    // in use by a boat: 409; the destination holding the harbour too
    const boat = await createBoat(t.db, {
      ownerId: (await createUser(t.db, { role: 'shipowner' })).id,
      harbourId: harbour.json().id,
    });
    expect(boat.harbourId).toBe(harbour.json().id);
    const used = await call('DELETE', `/harbour/${harbour.json().id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('AA00161');
    const holding = await call('DELETE', `/destination/${destination.json().id}`);
    expect(holding.json().code).toBe('AA00161');
    const listed = (await call('GET', '/harbour'))
      .json()
      .find((h: { slug: string }) => h.slug === 'fondeadero-llentrisca');
    expect(listed.usage).toBe(1);
  });

  it('deletes an unused entry of its own, never one of the reference data', async () => {
    const created = await call('POST', '/profession', {
      slug: 'diver',
      nameEs: 'Buceador',
      nameEn: 'Diver',
    });
    expect(created.statusCode).toBe(201);
    const res = await call('DELETE', `/profession/${created.json().id}`);
    expect(res.statusCode).toBe(200);
    expect(
      (await call('GET', '/profession')).json().map((p: { slug: string }) => p.slug),
    ).not.toContain('diver');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'catalog.delete'),
          eq(auditLog.targetId, String(created.json().id)),
        ),
      );
    expect(entry!.before).toMatchObject({ slug: 'diver', nameEn: 'Diver' });

    const builtIn = (await call('GET', '/degree')).json()[0];
    const refused = await call('DELETE', `/degree/${builtIn.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AA00162');
    expect((await call('DELETE', '/degree/999999')).statusCode).toBe(404);
    expect(
      (await call('PUT', '/profession/999999', { nameEs: 'Nada', nameEn: 'None' })).statusCode,
    ).toBe(404);
  });

  it('400 naming the field: a bad slug, a missing parent, coordinates off Spain, a short name', async () => {
    const slug = await call('POST', '/region', {
      slug: 'Bad Slug',
      nameEs: 'Región',
      nameEn: 'Region',
    });
    expect(slug.statusCode).toBe(400);
    expect(fieldNames(slug.json())).toEqual(['slug']);
    const parent = await call('POST', '/province', {
      slug: 'nowhere',
      regionId: 999999,
      nameEs: 'Ninguna',
      nameEn: 'Nowhere',
    });
    expect(parent.statusCode).toBe(400);
    expect(fieldNames(parent.json())).toEqual(['regionId']);
    const harbour = (await call('GET', '/harbour')).json()[0];
    const far = await call('PUT', `/harbour/${harbour.id}`, {
      destinationId: harbour.destinationId,
      name: harbour.name,
      lat: 51.5,
      lon: -0.12,
    });
    expect(far.statusCode).toBe(400);
    expect(fieldNames(far.json())).toEqual(['lat']);
    expect(far.json().fields[0].message.en).toBe('Place the point on the Spanish coast.');
    const short = await call('POST', '/profession', {
      slug: 'x-ray',
      nameEs: 'X',
      nameEn: 'X-ray',
    });
    expect(fieldNames(short.json())).toEqual(['nameEs']);
    expect((await call('GET', '/unknown-kind')).statusCode).toBe(404);
  });

  it('401 without a token, 403 for a client and a shipowner on every method', async () => {
    expect((await call('GET', '/plan', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/plan', sunset, {})).statusCode).toBe(401);
    for (const role of ['client', 'shipowner'] as const) {
      const headers = await bearerFor(t, await createUser(t.db, { role }));
      const id = (await call('GET', '/plan')).json()[0].id;
      expect((await call('GET', '/plan', undefined, headers)).statusCode).toBe(403);
      expect(
        (await call('POST', '/plan', { ...sunset, slug: `by-${role}` }, headers)).statusCode,
      ).toBe(403);
      const { slug: _slug, ...fields } = sunset;
      expect((await call('PUT', `/plan/${id}`, fields, headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/plan/${id}`, undefined, headers)).statusCode).toBe(403);
    }
  });
});
