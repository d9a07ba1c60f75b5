import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { boatKind, equipmentCategory } from './enums';

/** Catalogues: small, read-mostly, named in both languages. */
export const boatTypes = pgTable('boat_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  kind: boatKind('kind').notNull(),
  isAquaticToy: boolean('is_aquatic_toy').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionEs: text('description_es').notNull(),
  descriptionEn: text('description_en').notNull(),
  position: integer('position').notNull().default(0),
});

export const equipment = pgTable('equipment', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: equipmentCategory('category').notNull(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Nautical titles; a higher level includes the lower ones (a PER holder may sail a PNB boat). */
export const degrees = pgTable('degrees', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  level: integer('level').notNull(),
});

export const professions = pgTable('professions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});
