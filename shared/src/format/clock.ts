import { intlTag, isLocale, type Language } from '@rednest/shared/contracts';

/** whose clock a time is on, in each UI language */
const WHOSE: Record<Language, { guest: string; hotel: string }> = {
  en: { guest: 'your time', hotel: 'hotel time' },
  id: { guest: 'waktu Anda', hotel: 'waktu hotel' },
  vi: { guest: 'giờ của bạn', hotel: 'giờ khách sạn' },
  th: { guest: 'เวลาของคุณ', hotel: 'เวลาของโรงแรม' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day that says whose clock it is on: "22:06 (your time, GMT+7)" on a page (the guest's
 * own zone, where the browser is), "22:06 (hotel time, GMT+7)" in a mail (`hotelTimeZone`).
 * A hold "until 22.06" read in another zone than the hotel's was an hour off with nothing to say so.
 */
export function clockTime(
  iso: string | number | Date,
  locale: string,
  options: { hotelTimeZone?: string } = {},
): string {
  const timeZone = options.hotelTimeZone;
  const tag = isLocale(locale) ? intlTag(locale) : locale;
  const language = (tag.split('-')[0] ?? 'en') as Language;
  const key = `${tag}|${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone });
    formats.set(key, f);
  }
  const parts = f.formatToParts(new Date(iso));
  const zone = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  const time = parts
    .filter((p) => p.type !== 'timeZoneName')
    .map((p) => p.value)
    .join('')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
  const words = WHOSE[language] ?? WHOSE.en;
  const whose = timeZone ? words.hotel : words.guest;
  return zone ? `${time} (${whose}, ${zone})` : `${time} (${whose})`;
}
