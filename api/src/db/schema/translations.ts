/**
 * The `translations` column of a record a visitor reads (a room's name, a property's description):
 * { id: { name: … }, vi: …, th: … }, English staying in the record's own columns
 * (src/i18n/translated.ts picks the text of the answer's language).
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, type PgColumn } from 'drizzle-orm/pg-core';
import type { Translations } from '../../i18n/translated.ts';

export const translationsColumn = <F extends string>() =>
  jsonb('translations')
    .$type<Translations<F>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/** an object (of languages), never a string, an array or null */
export const translationsCheck = (name: string, column: PgColumn) =>
  check(name, sql`jsonb_typeof(${column}) = 'object'`);
