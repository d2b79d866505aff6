import { escapeText, foldLine, stayIcs } from './stay-ics';

const event = {
  code: 'RN000042',
  checkIn: '2026-12-12',
  checkOut: '2026-12-14',
  summary: 'Stay at RedNest Menteng',
  description: 'Booking code RN000042.\nCheck-in from 14:00; check-out until 12:00, room: Deluxe, king',
  location: 'Jl. Cikini Raya 12, Menteng, Jakarta',
  geo: { lat: -6.1944, lng: 106.8229 },
  url: 'http://localhost:8080/en-id/bookings/abc',
  stamp: new Date('2026-11-25T09:32:05.123Z'),
};

it('is one all-day event over the nights of the stay, with CRLF line ends', () => {
  const text = stayIcs(event);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  expect(lines.slice(0, 6)).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RedNest//Booking confirmation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
  ]);
  expect(lines).toContain('DTSTART;VALUE=DATE:20261212');
  expect(lines).toContain('DTEND;VALUE=DATE:20261214');
  expect(lines).toContain('DTSTAMP:20261125T093205Z');
  expect(lines).toContain('UID:rn000042@booking.rednest');
  expect(lines).toContain('GEO:-6.194400;106.822900');
  expect(lines.at(-2)).toBe('END:VCALENDAR');
});

it('escapes text values: backslash, semicolon, comma and line breaks', () => {
  expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  const unfolded = stayIcs(event).replace(/\r\n /g, '');
  expect(unfolded).toContain(
    'DESCRIPTION:Booking code RN000042.\\nCheck-in from 14:00\\; check-out until 12:00\\, room: Deluxe\\, king',
  );
  expect(unfolded).toContain('LOCATION:Jl. Cikini Raya 12\\, Menteng\\, Jakarta');
});

it('folds lines at 75 octets of UTF-8 without splitting a character', () => {
  const line = `SUMMARY:${'ที่พัก'.repeat(20)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  expect(parts.length).toBeGreaterThan(1);
  for (const [i, part] of parts.entries()) {
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    if (i > 0) expect(part.startsWith(' ')).toBe(true);
  }
  expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  expect(foldLine('SHORT:line')).toBe('SHORT:line');
});
