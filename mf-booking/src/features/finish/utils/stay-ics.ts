/**
 * A stay as an iCalendar file (RFC 5545) the guest adds to their calendar: one all-day event from
 * the check-in day to the check-out day (DTSTART;VALUE=DATE, DTEND the check-out day, which the
 * standard counts as the end, not a day of the event: the nights of the stay), CRLF line ends,
 * TEXT values escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets of UTF-8
 * without splitting a character. The UID is the booking's, so importing it again updates the event.
 */
export interface StayEvent {
  /** the booking code, RN000042: the event's UID and the file's name */
  code: string;
  /** YYYY-MM-DD, hotel calendar days */
  checkIn: string;
  checkOut: string;
  summary: string;
  description: string;
  location: string;
  geo?: { lat: number; lng: number } | null;
  /** the booking's page */
  url?: string;
  /** when the file was made (DTSTAMP) */
  stamp: Date;
}

const CRLF = '\r\n';

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, a line break as \n */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: a line longer than 75 octets goes on in lines that start with one space; a character is never split */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // the first line holds 75 octets; each continuation 74 after its leading space
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const day = (iso: string) => iso.replace(/-/g, '');
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

export function stayIcs(e: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RedNest//Booking confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.code.toLowerCase()}@booking.rednest`,
    `DTSTAMP:${stamp(e.stamp)}`,
    `DTSTART;VALUE=DATE:${day(e.checkIn)}`,
    `DTEND;VALUE=DATE:${day(e.checkOut)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    ...(e.geo ? [`GEO:${e.geo.lat.toFixed(6)};${e.geo.lng.toFixed(6)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'STATUS:CONFIRMED',
    // a stay does not make the guest busy all day
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** the file's name: the booking code */
export const icsFileName = (code: string) => `${code}.ics`;
