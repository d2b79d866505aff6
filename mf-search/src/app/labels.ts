import { useEffect, useState } from 'react';
import type { Language } from '@rednest/shared/contracts';
import { registerLabels } from '@rednest/shared/i18n';
import en from './texts/en';

/**
 * Bundled texts of mf-search. English ships with the remote (it is also every language's fallback);
 * Indonesian, Vietnamese and Thai are chunks of their own, fetched only for that language, to keep
 * the home page's JS small (about 4 KB gzip saved). Counted texts have `.one` / `.other` keys.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  id: () => import(/* webpackChunkName: "labels-id" */ './texts/id'),
  vi: () => import(/* webpackChunkName: "labels-vi" */ './texts/vi'),
  th: () => import(/* webpackChunkName: "labels-th" */ './texts/th'),
};

const ready = new Set<Language>();
const pending = new Map<Language, Promise<void>>();

export function registerSearchLabels(): void {
  if (ready.has('en')) return;
  registerLabels('en', en);
  ready.add('en');
}

export function loadSearchLabels(language: Language): Promise<void> {
  registerSearchLabels();
  if (ready.has(language)) return Promise.resolve();
  const existing = pending.get(language);
  if (existing) return existing;
  const load = LOADERS[language as Exclude<Language, 'en'>];
  const promise = (load ? load() : Promise.resolve({ default: {} }))
    .then((m) => {
      registerLabels(language, m.default);
      ready.add(language);
    })
    // a failed chunk leaves the English fallback rather than a blank remote
    .catch(() => {
      ready.add(language);
    })
    .finally(() => pending.delete(language));
  pending.set(language, promise);
  return promise;
}

/** true once the language's texts are registered; renders in that language from the first paint. */
export function useSearchLabels(language: Language): boolean {
  const [, setTick] = useState(0);
  const isReady = ready.has(language);
  useEffect(() => {
    if (isReady) return;
    let live = true;
    void loadSearchLabels(language).then(() => live && setTick((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language, isReady]);
  return isReady;
}
