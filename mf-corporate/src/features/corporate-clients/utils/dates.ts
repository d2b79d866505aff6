/** A day (and, with `time`, the hour) in the page's language and the site country's time zone. */
export function formatWhen(iso: string, locale: string, timeZone: string, time = false): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
    ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(new Date(iso));
}
