import { useEffect, useState } from 'react';
import type { Language } from '@rednest/shared/contracts';
import { registerLabels, type LabelDict } from './labels';

type TextsModule = Promise<{ default: LabelDict }>;

export interface RemoteTexts {
  /** registers the English texts (idempotent); called before the first render */
  registerEnglish(): void;
  /** fetches and registers a language's texts once */
  load(language: Language): Promise<void>;
  /** true once the language's texts are registered (renders in that language from the first paint) */
  useReady(language: Language): boolean;
}

/**
 * The one layout of a package's texts: `src/texts/{en,id,vi,th}.ts`, each exporting the package's
 * entry dictionary, declared in `src/app/labels.ts` as
 *
 *   export const texts = defineRemoteTexts(en, { id: () => import('../texts/id'), vi: …, th: … });
 *
 * Texts belong to the package, not to its app: they sit beside `app/` and `features/`, so a feature may
 * wrap a lazy part in its page texts. Texts only some pages show go to `src/texts/pages/{lang}.ts`,
 * fetched with those pages through `src/texts/page-texts.ts(x)` (createPageTexts of
 * @rednest/shared/remote). `src/texts/texts.test.ts` holds every language to English's keys.
 *
 * English ships in the package's entry (it is every language's fallback); the other languages are
 * chunks of their own, fetched only for that language. `load_labels` from the API may override any
 * key at run time.
 */
export function defineRemoteTexts(
  en: LabelDict,
  loaders: Record<Exclude<Language, 'en'>, () => TextsModule>,
): RemoteTexts {
  const ready = new Set<Language>();
  const pending = new Map<Language, Promise<void>>();

  const registerEnglish = () => {
    if (ready.has('en')) return;
    registerLabels('en', en);
    ready.add('en');
  };

  const load = (language: Language): Promise<void> => {
    registerEnglish();
    if (ready.has(language)) return Promise.resolve();
    const existing = pending.get(language);
    if (existing) return existing;
    const promise = loaders[language as Exclude<Language, 'en'>]()
      .then((m) => {
        registerLabels(language, m.default);
        ready.add(language);
      })
      // a failed chunk leaves the English fallback rather than a blank page
      .catch(() => {
        ready.add(language);
      })
      .finally(() => pending.delete(language));
    pending.set(language, promise);
    return promise;
  };

  const useReady = (language: Language): boolean => {
    registerEnglish();
    const [, setTick] = useState(0);
    const isReady = ready.has(language);
    useEffect(() => {
      if (isReady) return;
      let live = true;
      void load(language).then(() => live && setTick((n) => n + 1));
      return () => {
        live = false;
      };
    }, [language, isReady]);
    return isReady;
  };

  return { registerEnglish, load, useReady };
}
