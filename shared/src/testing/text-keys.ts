type Texts = Record<string, string>;

export interface TextKeyDifference {
  /** English keys this language lacks (a person would read the key, or English) */
  missing: string[];
  /** keys only this language has (a text nobody shows, or a typo in its key) */
  extra: string[];
  /** keys whose {placeholders} differ from English's (a count or a name would not be filled in) */
  placeholders: string[];
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * How each language's texts differ from English's, by key and by {placeholder}: `{}` when every
 * language has exactly English's keys and fills the same placeholders. A remote's texts test asserts
 * `toEqual({})`, so the message names the language and the keys.
 */
export function textKeyDifferences(
  byLanguage: { en: Texts } & Record<string, Texts>,
): Record<string, TextKeyDifference> {
  const { en, ...others } = byLanguage;
  const out: Record<string, TextKeyDifference> = {};
  for (const [language, texts] of Object.entries(others)) {
    const missing = Object.keys(en).filter((k) => !(k in texts));
    const extra = Object.keys(texts).filter((k) => !(k in en));
    const placeholders = Object.keys(en).filter(
      (k) => k in texts && placeholdersOf(en[k]!) !== placeholdersOf(texts[k]!),
    );
    if (missing.length || extra.length || placeholders.length) out[language] = { missing, extra, placeholders };
  }
  return out;
}
