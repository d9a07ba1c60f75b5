import { z } from 'zod';

/**
 * The catalogues admins edit in the back office (issue 8), by the name in the API path
 * `/backoffice/admin/catalog/{kind}`. docs/decisions/0034-admin-catalogues-and-figures.md.
 */
export const catalogKinds = [
  'boat-type',
  'plan',
  'region',
  'province',
  'destination',
  'harbour',
  'profession',
  'degree',
] as const;
export type TCatalogKind = (typeof catalogKinds)[number];

export function isCatalogKind(value: unknown): value is TCatalogKind {
  return (catalogKinds as readonly unknown[]).includes(value);
}

/** lower-case words joined by hyphens: `sunset-cruise` (what the public URLs and filters use) */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ZSlug = z.string().trim().min(2).max(60).regex(slugPattern);
const ZName = z.string().trim().min(2).max(80);
const ZText = z.string().trim().min(10).max(600);
const ZPosition = z.coerce.number().int().min(0).max(999);
// a PostgreSQL integer id: a larger number would fail the query with a 500
const ZParentId = z.coerce.number().int().positive({ message: 'required' }).max(2_147_483_647);
// the mainland, the Balearic and the Canary Islands, Ceuta and Melilla (as the boat form)
const ZLat = z.coerce.number().min(27.3, 'outsideSpain').max(44, 'outsideSpain');
const ZLon = z.coerce.number().min(-18.5, 'outsideSpain').max(4.6, 'outsideSpain');

const names = { nameEs: ZName, nameEn: ZName };

/** What an admin writes for each kind. The slug is given once, at creation (see the decision). */
export const catalogInputs = {
  'boat-type': z.object({
    slug: ZSlug,
    ...names,
    kind: z.enum(['sail', 'motor']),
    isAquaticToy: z.boolean(),
    position: ZPosition,
  }),
  plan: z.object({
    slug: ZSlug,
    ...names,
    descriptionEs: ZText,
    descriptionEn: ZText,
    position: ZPosition,
  }),
  region: z.object({ slug: ZSlug, ...names }),
  province: z.object({ slug: ZSlug, regionId: ZParentId, ...names }),
  destination: z.object({
    slug: ZSlug,
    provinceId: ZParentId,
    name: ZName,
    taglineEs: ZText,
    taglineEn: ZText,
    lat: ZLat,
    lon: ZLon,
    position: ZPosition,
  }),
  harbour: z.object({
    slug: ZSlug,
    destinationId: ZParentId,
    name: ZName,
    lat: ZLat,
    lon: ZLon,
  }),
  profession: z.object({ slug: ZSlug, ...names }),
  degree: z.object({ slug: ZSlug, ...names, level: z.coerce.number().int().min(1).max(20) }),
} as const satisfies Record<TCatalogKind, z.ZodObject>;

export type TCatalogInput<K extends TCatalogKind> = z.infer<(typeof catalogInputs)[K]>;

/** An edit: every field of the kind but the slug, which never changes. */
export function catalogUpdateOf(kind: TCatalogKind): z.ZodObject {
  return (catalogInputs[kind] as z.ZodObject).omit({ slug: true });
}

/** What every entry carries besides its fields. */
export const ZCatalogMeta = z.object({
  id: z.number().int(),
  /** rows that point at it (boats, groups, places below it, profiles): deleting is refused */
  usage: z.number().int(),
  /** one of the reference data in `db/seed/catalog`: editable, never deleted */
  builtIn: z.boolean(),
});
export type TCatalogMeta = z.infer<typeof ZCatalogMeta>;

/** An entry as the API answers it: its fields and the meta. */
export function catalogItemOf(kind: TCatalogKind): z.ZodObject {
  return (catalogInputs[kind] as z.ZodObject).extend(ZCatalogMeta.shape);
}

export type TCatalogItem<K extends TCatalogKind> = TCatalogInput<K> & TCatalogMeta;
