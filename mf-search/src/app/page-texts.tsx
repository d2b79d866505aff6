import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@rednest/shared/contracts';
import { registerLabels } from '@rednest/shared/i18n';
import { useShellSite } from '@rednest/shared/remote';

/**
 * Texts of the pages that load on demand, in chunks of their own (the home page's JS budget, issue 7):
 * English (every language's fallback) and the page's language are fetched with the first such page
 * and registered over the bundled ones. A failed chunk still renders (the keys' English fallback or
 * the key itself) rather than blocking the page.
 */
const loaders: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import(/* webpackChunkName: "page-labels-en" */ './texts/pages/en'),
  id: () => import(/* webpackChunkName: "page-labels-id" */ './texts/pages/id'),
  vi: () => import(/* webpackChunkName: "page-labels-vi" */ './texts/pages/vi'),
  th: () => import(/* webpackChunkName: "page-labels-th" */ './texts/pages/th'),
};
const loaded = new Map<Language, Promise<void>>();

function loadOne(language: Language): Promise<void> {
  const existing = loaded.get(language);
  if (existing) return existing;
  const p = loaders[language]()
    .then((m) => registerLabels(language, m.default))
    .catch(() => {
      // a later page may try again; this one renders with what it has
      loaded.delete(language);
    });
  loaded.set(language, p);
  return p;
}

const both = new Map<Language, Promise<void>>();
const ready = new Set<Language>();
export function loadPageTexts(language: Language): Promise<void> {
  const existing = both.get(language);
  if (existing) return existing;
  const p = Promise.all([loadOne('en'), language === 'en' ? null : loadOne(language)]).then(() => {
    ready.add(language);
  });
  both.set(language, p);
  return p;
}

/** Renders its page once the page texts of the current language are in; `fallback` until then. */
export function PageTexts({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { language } = useShellSite();
  const isReady = ready.has(language);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (isReady) return;
    let live = true;
    void loadPageTexts(language).then(() => live && setTick((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language, isReady]);
  return isReady ? children : fallback;
}
