import { doublePrecision, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';

/** country → region (autonomous community) → province → destination → harbour */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

/** A place people search for (a city, an island): the `place` filter and the home's "where to go". */
export const destinations = pgTable('destinations', {
  id: serial('id').primaryKey(),
  provinceId: integer('province_id')
    .notNull()
    .references(() => provinces.id),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  taglineEs: text('tagline_es').notNull(),
  taglineEn: text('tagline_en').notNull(),
  pictureAssetId: uuid('picture_asset_id'),
  position: integer('position').notNull().default(0),
});

export const harbours = pgTable('harbours', {
  id: serial('id').primaryKey(),
  destinationId: integer('destination_id')
    .notNull()
    .references(() => destinations.id),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});
