import { BehaviorSubject, type Observable } from 'rxjs';
import type { Language } from '@rednest/shared/contracts';
import { api, type ApiClient } from '@rednest/shared/api-client';
import { site } from '@rednest/shared/session';
import { pluralKey } from '@rednest/shared/format';

export type LabelDict = Record<string, string>;
export type TFunction = (key: string, vars?: Record<string, string | number>) => string;

export const LANGUAGES: readonly Language[] = ['en', 'id', 'vi', 'th'];
const FALLBACK_LANGUAGE: Language = 'en';

const bundled = new Map<Language, LabelDict>();
const loaded = new Map<Language, LabelDict>();
const inFlight = new Map<Language, Promise<boolean>>();
const version = new BehaviorSubject(0);

/** bumps on every register/load, so useT re-renders with the new texts */
export const labelsVersion$: Observable<number> = version.asObservable();

/** Bundled fallbacks: each package registers its own texts in en, id, vi and th at module load. */
export function registerLabels(language: Language, dict: LabelDict): void {
  bundled.set(language, { ...bundled.get(language), ...dict });
  version.next(version.getValue() + 1);
}

/**
 * Server texts (load_labels) merged over the bundled ones; a failure keeps the fallbacks and
 * resolves false, since a page with bundled texts beats an error page.
 */
export function loadLabels(language: Language, client: ApiClient = api): Promise<boolean> {
  const pending = inFlight.get(language);
  if (pending) return pending;
  const request = client
    .call('loadLabels', { query: { language } })
    .then((res) => {
      loaded.set(language, { ...loaded.get(language), ...res.labels });
      version.next(version.getValue() + 1);
      return true;
    })
    .catch(() => {
      inFlight.delete(language); // allow a later retry
      return false;
    });
  inFlight.set(language, request);
  return request;
}

function interpolate(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

function lookup(language: Language, key: string): string | undefined {
  return loaded.get(language)?.[key] ?? bundled.get(language)?.[key];
}

/** Missing key → English → the key itself (a visible key is easier to report than a blank). */
export function translate(language: Language, key: string, vars?: Record<string, string | number>): string {
  // a key with `.one` / `.other` forms and a numeric `count` takes the form the language's plural
  // rules give (Intl.PluralRules): `t('booking.nights', { count: 2 })` reads "2 nights", never "night(s)"
  const count = vars?.count;
  if (
    typeof count === 'number' &&
    lookup(language, key) === undefined &&
    lookup(FALLBACK_LANGUAGE, key) === undefined
  ) {
    const plural = pluralKey(key, count, language);
    if (lookup(language, plural) !== undefined || lookup(FALLBACK_LANGUAGE, plural) !== undefined) key = plural;
  }
  const text = lookup(language, key) ?? lookup(FALLBACK_LANGUAGE, key) ?? key;
  return interpolate(text, vars);
}

/** t in the current site language (outside React: toasts, document.title). */
export const t: TFunction = (key, vars) => translate(site.get().language, key, vars);

export function hasLabel(language: Language, key: string): boolean {
  return lookup(language, key) !== undefined;
}

/** Tests only: forget loaded and bundled texts. */
export function resetLabelsForTests(): void {
  bundled.clear();
  loaded.clear();
  inFlight.clear();
  version.next(version.getValue() + 1);
}
