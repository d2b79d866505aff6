/**
 * How long to wait, in a locale's words, for a 429's Retry-After: "in 42 minutes", "dalam 42 menit",
 * "sau 42 phút nữa", "ในอีก 42 นาที". Seconds under a minute, whole minutes (rounded up, so nobody
 * comes back too early) under two hours, whole hours after. The API's messages use it in English.
 */
export function waitInWords(seconds: number, locale: string): string {
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  let words: Intl.RelativeTimeFormat;
  try {
    words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  } catch {
    words = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  }
  if (s < 60) return words.format(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes < 120) return words.format(minutes, 'minute');
  return words.format(Math.ceil(minutes / 60), 'hour');
}
