const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `language` (en: one / other; id, vi, th: always other). */
export function pluralCategory(count: number, language: string): Intl.LDMLPluralRule {
  let r = rules.get(language);
  if (!r) rules.set(language, (r = new Intl.PluralRules(language)));
  return r.select(count);
}

/**
 * The label key for a count: `base.one` or `base.other`, as the language's plural rules say (label
 * files carry both forms in every language; a language without a singular form never picks `one`).
 * Never "night(s)": a count reads as the language writes it.
 */
export function pluralKey(base: string, count: number, language: string): string {
  return `${base}.${pluralCategory(count, language) === 'one' ? 'one' : 'other'}`;
}

/** One of `forms` for a count (forms a language lacks fall back to `other`). */
export function plural<T>(
  count: number,
  language: string,
  forms: Partial<Record<Intl.LDMLPluralRule, T>> & { other: T },
): T {
  return forms[pluralCategory(count, language)] ?? forms.other;
}
