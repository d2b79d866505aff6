/** The pick of src/i18n/translated.ts inside a query, for reads that build their rows in SQL. */
import { sql, type SQL } from 'drizzle-orm';
import { answerLanguage } from '../i18n/language.ts';

/**
 * The same pick inside a query, for reads that build their rows in SQL: `column` in the answer's
 * language when `translations` has it, else the English column.
 */
export function translatedSql<T = string>(
  column: SQL | unknown,
  translations: SQL | unknown,
  field: string,
  language = answerLanguage(),
): SQL<T> {
  if (language === 'en') return sql<T>`${column}`;
  return sql<T>`coalesce(nullif(btrim(${translations} #>> ${`{${language},${field}}`}::text[]), ''), ${column})`;
}

/** the language `translatedSql` picked for `field`: the answer's when `translations` has it, else 'en' */
export function translatedLangSql(
  translations: SQL | unknown,
  field: string,
  language = answerLanguage(),
): SQL<string> {
  if (language === 'en') return sql<string>`'en'`;
  return sql<string>`case when nullif(btrim(${translations} #>> ${`{${language},${field}}`}::text[]), '') is null then 'en' else ${language} end`;
}
