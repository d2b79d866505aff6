/**
 * The language a request's texts are answered in. The front ends send the site's language as
 * Accept-Language (the browser's own preference would show a Thai site's hotel in English); the
 * API reads it once per request and every text of the data (a description, a room's name, a review)
 * is picked for it from the record's translations, English being the base text and the fall-back.
 *
 * It travels in an AsyncLocalStorage rather than through every service's arguments: the texts are
 * picked deep in shared mappers (a booking's room name is read by a dozen endpoints), and a job with
 * no request (a mail built by the outbox) runs in the language it names with `inLanguage`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { LANGUAGES, type Language } from '@rednest/shared/contracts/locales';

const current = new AsyncLocalStorage<Language>();

/** `fn` with `language` as the answer's language (requests: define-endpoint; jobs: the language they name) */
export function inLanguage<T>(language: Language, fn: () => T): T {
  return current.run(language, fn);
}

/** the language of the running request or job; English outside either */
export function answerLanguage(): Language {
  return current.getStore() ?? 'en';
}

/**
 * The first language of an Accept-Language header the product speaks, by q-value and then order
 * ("th-TH,th;q=0.9,en;q=0.8" → th); English when none is spoken or the header is missing or malformed.
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > 500) return 'en';
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && (LANGUAGES as readonly string[]).includes(r.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as Language | undefined) ?? 'en';
}
