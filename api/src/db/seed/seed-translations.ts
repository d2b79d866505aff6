/**
 * The seed's rows with their `translations` (catalog-translations.ts holds the texts): every text a
 * visitor reads of a seeded record in Indonesian, Vietnamese and Thai.
 */
import type { Translations } from '../../i18n/translated.ts';
import { OTHER_LANGUAGES, type Translated } from './catalog-translations.ts';

/** { id: { field: … }, vi: …, th: … } from each field's translations; a field without any is left out */
export function translationsOf<F extends string>(fields: Record<F, Translated | undefined>): Translations<F> {
  const out: Translations<F> = {};
  for (const language of OTHER_LANGUAGES) {
    const texts: Partial<Record<F, string>> = {};
    for (const [field, t] of Object.entries(fields) as [F, Translated | undefined][]) if (t) texts[field] = t[language];
    if (Object.keys(texts).length > 0) out[language] = texts;
  }
  return out;
}
