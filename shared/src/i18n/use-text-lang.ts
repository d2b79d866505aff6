import type { Language } from '@rednest/shared/contracts';
import { useSite } from '@rednest/shared/session';

/**
 * The `lang` attribute of a text from the data (a room's name, a review): set only when the text
 * is in another language than the page (the English fall-back on a Thai page, a guest's review
 * written in Indonesian), so a screen reader switches voice for it and back.
 */
export function useTextLang(): (textLang: Language | undefined) => Language | undefined {
  const { language } = useSite();
  return (textLang) => (textLang && textLang !== language ? textLang : undefined);
}
