import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { destinations, provinces, regions } from '../../db/schema';
import { catalogKinds, type TCatalogKind } from '../../shared/schemas/admin-catalog';
import { adminOnly, row, type TRow } from './authorization-matrix-types';
import type { TWorld } from './matrix-world';

async function firstId(w: TWorld, table: typeof regions | typeof provinces | typeof destinations) {
  const [first] = await w.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  return first!.id;
}

/** A valid new entry of `kind` (a slug of its own), without the slug for an edit. */
async function catalogBody(w: TWorld, kind: TCatalogKind, withSlug = true) {
  const slug = withSlug ? { slug: `matrix-${randomUUID().slice(0, 8)}` } : {};
  const names = { nameEs: 'Prueba de matriz', nameEn: 'Matrix test' };
  const text = 'Un texto de prueba suficientemente largo.';
  const place = { lat: 41.38, lon: 2.18 };
  switch (kind) {
    case 'boat-type':
      return { ...slug, ...names, kind: 'sail', isAquaticToy: false, position: 99 };
    case 'plan':
      return { ...slug, ...names, descriptionEs: text, descriptionEn: text, position: 99 };
    case 'region':
    case 'profession':
      return { ...slug, ...names };
    case 'degree':
      return { ...slug, ...names, level: 20 };
    case 'province':
      return { ...slug, ...names, regionId: await firstId(w, regions) };
    case 'destination':
      return {
        ...slug,
        name: 'Cala de prueba',
        provinceId: await firstId(w, provinces),
        taglineEs: text,
        taglineEn: text,
        ...place,
        position: 99,
      };
    case 'harbour':
      return {
        ...slug,
        name: 'Puerto de prueba',
        destinationId: await firstId(w, destinations),
        ...place,
      };
  }
}

/** An entry of `kind` nothing uses, made by the world's admin: its id. */
async function catalogEntry(w: TWorld, kind: TCatalogKind): Promise<number> {
  const created = await w.call(
    'POST',
    `/api/backoffice/admin/catalog/${kind}`,
    'admin',
    await catalogBody(w, kind),
  );
  return created.id as number;
}

/** The eight catalogues' list, create, edit and delete: admins only. */
export const catalogRows: Record<string, TRow> = Object.fromEntries(
  catalogKinds.flatMap((kind) => {
    const path = `/api/backoffice/admin/catalog/${kind}`;
    return [
      [`GET ${path}`, row({ request: () => ({ url: path }), expect: adminOnly(200) })],
      [
        `POST ${path}`,
        row({
          request: async (w) => ({ url: path, body: await catalogBody(w, kind) }),
          expect: adminOnly(201),
        }),
      ],
      [
        `PUT ${path}/:id`,
        row({
          setup: (w) => catalogEntry(w, kind),
          request: async (w, id) => ({
            url: `${path}/${id}`,
            body: await catalogBody(w, kind, false),
          }),
          expect: adminOnly(200),
        }),
      ],
      [
        `DELETE ${path}/:id`,
        row({
          setup: (w) => catalogEntry(w, kind),
          request: (_w, id) => ({ url: `${path}/${id}` }),
          expect: adminOnly(200),
        }),
      ],
    ];
  }),
);
