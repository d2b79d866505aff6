import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '@rednest/shared/contracts';
import { useSite } from '@rednest/shared/session';
import { labelsVersion$, translate, type TFunction } from './labels';

let current = 0;
labelsVersion$.subscribe((v) => {
  current = v;
});
const subscribe = (onChange: () => void) => {
  const sub = labelsVersion$.subscribe(() => onChange());
  return () => sub.unsubscribe();
};
const getVersion = () => current;

/** `t` in the site language; a new function identity when labels load or the locale changes. */
export function useT(languageOverride?: Language): TFunction {
  const { language: siteLanguage } = useSite();
  const language = languageOverride ?? siteLanguage;
  const v = useSyncExternalStore(subscribe, getVersion, getVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<TFunction>((key, vars) => translate(language, key, vars), [language, v]);
}
