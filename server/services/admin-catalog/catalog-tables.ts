import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  boatPlans,
  boats,
  boatTypes,
  degrees,
  destinations,
  groups,
  harbours,
  plans,
  professions,
  provinces,
  regions,
  userDegrees,
  userProfessions,
} from '../../../db/schema';
import * as reference from '../../../db/seed/catalog';
import type { TCatalogKind } from '../../../shared/schemas/admin-catalog';

type TCatalogTable = PgTable & { id: PgColumn; slug: PgColumn };

/** The parent an entry hangs from (a province's region…): it must exist. */
type TParent = { field: string; table: TCatalogTable };

export type TCatalogTableConfig = {
  table: TCatalogTable;
  /** `audit_log.target_type` of its entries */
  targetType: string;
  /** the API's fields, in the order of the form; the columns have the same names */
  fields: readonly string[];
  parent?: TParent;
  /** the rows pointing at an entry of the table (a count) */
  usage: SQL;
  /** the slugs of the reference data (db/seed/catalog): never deleted */
  builtIn: ReadonlySet<string>;
  /** the list's order */
  orderBy: SQL;
};

const count = (table: PgTable, column: PgColumn, id: PgColumn) =>
  sql`(select count(*) from ${table} where ${column} = ${id})`;

/**
 * The harbour's boats, published ones and the others apart: each count reads an index of its
 * own (the search's `boats_rank_idx` and `boats_harbour_idx`, migration 0022) where one count of
 * all of them would read the whole table.
 */
const boatsOfHarbour = sql`(select count(*) from ${boats} where ${boats.harbourId} = ${harbours.id} and ${boats.status} = 'published') + (select count(*) from ${boats} where ${boats.harbourId} = ${harbours.id} and ${boats.status} <> 'published')`;

const provinceSlugs = reference.regions.flatMap((r) => r.provinces.map((p) => p.slug));
const harbourSlugs = reference.destinations.flatMap((d) => d.harbours.map((h) => h.slug));
const slugs = (items: readonly { slug: string }[]) => new Set(items.map((i) => i.slug));
const names = ['nameEs', 'nameEn'] as const;

/** Where each catalogue lives, what points at it, and which of its entries ship with the code. */
export const catalogTables: Record<TCatalogKind, TCatalogTableConfig> = {
  'boat-type': {
    table: boatTypes,
    targetType: 'boat_type',
    fields: [...names, 'kind', 'isAquaticToy', 'position'],
    usage: sql`${count(boats, boats.boatTypeId, boatTypes.id)} + ${count(groups, groups.boatTypeId, boatTypes.id)}`,
    builtIn: slugs(reference.boatTypes),
    orderBy: sql`${boatTypes.position}, ${boatTypes.id}`,
  },
  plan: {
    table: plans,
    targetType: 'plan',
    fields: [...names, 'descriptionEs', 'descriptionEn', 'position'],
    usage: sql`${count(boatPlans, boatPlans.planId, plans.id)} + ${count(groups, groups.planId, plans.id)}`,
    builtIn: slugs(reference.plans),
    orderBy: sql`${plans.position}, ${plans.id}`,
  },
  region: {
    table: regions,
    targetType: 'region',
    fields: names,
    usage: sql`${count(provinces, provinces.regionId, regions.id)} + ${count(groups, groups.regionId, regions.id)}`,
    builtIn: slugs(reference.regions),
    orderBy: sql`${regions.nameEs}`,
  },
  province: {
    table: provinces,
    targetType: 'province',
    fields: ['regionId', ...names],
    parent: { field: 'regionId', table: regions },
    usage: sql`${count(destinations, destinations.provinceId, provinces.id)} + ${count(groups, groups.provinceId, provinces.id)}`,
    builtIn: new Set(provinceSlugs),
    orderBy: sql`${provinces.nameEs}`,
  },
  destination: {
    table: destinations,
    targetType: 'destination',
    fields: ['provinceId', 'name', 'taglineEs', 'taglineEn', 'lat', 'lon', 'position'],
    parent: { field: 'provinceId', table: provinces },
    usage: count(harbours, harbours.destinationId, destinations.id),
    builtIn: slugs(reference.destinations),
    orderBy: sql`${destinations.position}, ${destinations.id}`,
  },
  harbour: {
    table: harbours,
    targetType: 'harbour',
    fields: ['destinationId', 'name', 'lat', 'lon'],
    parent: { field: 'destinationId', table: destinations },
    usage: sql`${boatsOfHarbour} + ${count(groups, groups.harbourId, harbours.id)}`,
    builtIn: new Set(harbourSlugs),
    orderBy: sql`${harbours.name}`,
  },
  profession: {
    table: professions,
    targetType: 'profession',
    fields: names,
    usage: count(userProfessions, userProfessions.professionId, professions.id),
    builtIn: slugs(reference.professions),
    orderBy: sql`${professions.nameEs}`,
  },
  degree: {
    table: degrees,
    targetType: 'degree',
    fields: [...names, 'level'],
    usage: sql`${count(boats, boats.requiredDegreeId, degrees.id)} + ${count(userDegrees, userDegrees.degreeId, degrees.id)}`,
    builtIn: slugs(reference.degrees),
    orderBy: sql`${degrees.level}, ${degrees.id}`,
  },
};

/** The values of an entry's fields (and its slug) from a database row. */
export function pickFields(
  config: TCatalogTableConfig,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(['slug', ...config.fields].map((f) => [f, row[f]]));
}
