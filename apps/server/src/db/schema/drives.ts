import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const driveTypes = pgTable('drive_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const driveManufacturers = pgTable('drive_manufacturers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const driveModels = pgTable(
  'drive_models',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => driveTypes.id, { onDelete: 'cascade' }),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => driveManufacturers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The manual (title, document number, chapter) the fault list was checked against. */
    manual: text('manual').notNull(),
  },
  (t) => [
    uniqueIndex('drive_models_manufacturer_slug_key').on(t.manufacturerId, t.slug),
    index('drive_models_type_manufacturer_idx').on(t.typeId, t.manufacturerId),
  ],
);

export const driveFaults = pgTable(
  'drive_faults',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => driveModels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    meaning: text('meaning').notNull(),
    causes: text('causes').array().notNull(),
    remedies: text('remedies').array().notNull(),
    cia402Class: text('cia402_class'),
    /** Lower-cased code, name and meaning in one column so one trigram index serves word search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${driveFaults.code} || ' ' || ${driveFaults.name} || ' ' || ${driveFaults.meaning})`,
      ),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    // Seven-segment codes tell 'OL' from 'oL', so the natural key keeps the code's case.
    uniqueIndex('drive_faults_model_code_key').on(t.modelId, t.code),
    index('drive_faults_code_lower_idx').on(sql`lower(${t.code})`),
    index('drive_faults_cia402_class_idx').on(t.cia402Class),
    index('drive_faults_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
