/** The five countries' names in the site's languages (COUNTRIES of the contract holds the English ones). */
import { COUNTRIES, type CountryCode, type Language } from '@rednest/shared/contracts/locales';
import type { TranslatedLanguage } from './translated.ts';
import { answerLanguage } from './language.ts';

const NAMES: Record<CountryCode, Record<TranslatedLanguage, string>> = {
  id: { id: 'Indonesia', vi: 'Indonesia', th: 'อินโดนีเซีย' },
  sg: { id: 'Singapura', vi: 'Singapore', th: 'สิงคโปร์' },
  ph: { id: 'Filipina', vi: 'Philippines', th: 'ฟิลิปปินส์' },
  vn: { id: 'Vietnam', vi: 'Việt Nam', th: 'เวียดนาม' },
  th: { id: 'Thailand', vi: 'Thái Lan', th: 'ไทย' },
};

/** a country's name in the answer's language ("Thái Lan" on vi-vn) */
export function countryName(code: string, language: Language = answerLanguage()): string {
  const known = COUNTRIES[code as CountryCode];
  if (!known) return code;
  return language === 'en' ? known.name : NAMES[code as CountryCode][language];
}

/** the English name of a country → its name in the answer's language */
export function countryNameOf(englishName: string, language: Language = answerLanguage()): string {
  const code = (Object.keys(COUNTRIES) as CountryCode[]).find((c) => COUNTRIES[c].name === englishName);
  return code ? countryName(code, language) : englishName;
}
