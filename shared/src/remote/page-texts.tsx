import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Language } from '@rednest/shared/contracts';
import { registerLabels } from '@rednest/shared/i18n';
import { site } from '@rednest/shared/session';
import { useShellSite } from './shell-context';

/** One chunk of a remote's on-demand texts per language: `() => import('./texts/pages/en')`. */
export type PageTextLoaders = Record<Language, () => Promise<{ default: Record<string, string> }>>;

export interface PageTexts {
  /** fetches English (every language's fallback) and `language`'s page texts, once each */
  loadPageTexts(language: Language): Promise<void>;
  /** renders `children` once the current language's page texts are in; `fallback` until then */
  PageTexts(props: { children: ReactNode; fallback?: ReactNode }): ReactNode;
  /**
   * `React.lazy` of a component whose texts are page texts: its chunk and its texts load in
   * parallel. `preload()` starts both ahead of the render (on a person's intent), and a failed
   * chunk is asked again when it renders.
   */
  lazyWithPageTexts<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithPageTexts<P>;
}

export type LazyWithPageTexts<P extends object> = ComponentType<P> & { preload(): void };

/**
 * A remote's texts in two parts (the JS budget): those its first view needs ship with its
 * entry; the rest, the texts of its other pages, are chunks of their own, fetched with the first
 * component that needs them. A failed chunk still renders (English fallback or the key itself)
 * rather than blocking the page, and the next component tries again.
 */
export function createPageTexts(loaders: PageTextLoaders): PageTexts {
  const loaded = new Map<Language, Promise<void>>();
  const loadOne = (language: Language): Promise<void> => {
    const existing = loaded.get(language);
    if (existing) return existing;
    const p = loaders[language]()
      .then((m) => registerLabels(language, m.default))
      .catch(() => {
        loaded.delete(language);
      });
    loaded.set(language, p);
    return p;
  };

  const both = new Map<Language, Promise<void>>();
  const ready = new Set<Language>();
  const loadPageTexts = (language: Language): Promise<void> => {
    const existing = both.get(language);
    if (existing) return existing;
    const p = Promise.all([loadOne('en'), language === 'en' ? null : loadOne(language)]).then(() => {
      ready.add(language);
    });
    both.set(language, p);
    return p;
  };

  function PageTexts({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
    const { language } = useShellSite();
    const isReady = ready.has(language);
    const [, setTick] = useState(0);
    useEffect(() => {
      if (isReady) return undefined;
      let live = true;
      void loadPageTexts(language).then(() => live && setTick((n) => n + 1));
      return () => {
        live = false;
      };
    }, [language, isReady]);
    return isReady ? children : fallback;
  }

  function lazyWithPageTexts<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithPageTexts<P> {
    const Lazy = lazy(() =>
      Promise.all([load(), loadPageTexts(site.get().language)]).then(([Component]) => ({
        // PageTexts inside covers a later change of language
        default: function WithPageTexts(props: P) {
          return (
            <PageTexts>
              <Component {...props} />
            </PageTexts>
          );
        },
      })),
    ) as unknown as ComponentType<P>;
    const preload = () => {
      // webpack keeps a loaded chunk, so the render's own load then takes it from there
      void load().catch(() => undefined);
      void loadPageTexts(site.get().language);
    };
    return Object.assign(Lazy, { preload });
  }

  return { loadPageTexts, PageTexts, lazyWithPageTexts };
}
