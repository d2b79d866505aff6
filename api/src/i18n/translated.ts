/**
 * A record's visible texts in the answer's language. Records keep their English text in their own
 * columns and the other languages in a `translations` column ({ id: { name: … }, vi: …, th: … });
 * a translation is used only when it has every field asked for, so a record is never half in one
 * language, and `lang` says which language the texts are in (the front ends mark an English
 * fall-back with lang="en" so a screen reader switches voice).
 */
import type { Language } from '@rednest/shared/contracts/locales';
import { answerLanguage } from './language.ts';

export type TranslatedLanguage = Exclude<Language, 'en'>;
export type Translations<F extends string = string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;

export function translated<F extends string>(
  base: Record<F, string>,
  translations: Translations | null | undefined,
  language: Language = answerLanguage(),
): Record<F, string> & { lang: Language } {
  if (language !== 'en') {
    const t = translations?.[language] as Partial<Record<F, string>> | undefined;
    const fields = Object.keys(base) as F[];
    if (t && fields.every((f) => typeof t[f] === 'string' && t[f]!.trim() !== ''))
      return { ...(Object.fromEntries(fields.map((f) => [f, t[f]!])) as Record<F, string>), lang: language };
  }
  return { ...base, lang: 'en' };
}
