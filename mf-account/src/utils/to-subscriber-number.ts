import { normalisePhone } from '@rednest/shared/format';

/**
 * Subscriber number for the API: spec §5 phone helper (non-digits and leading zeros stripped),
 * minus the country code when the person typed it in international form.
 */
export function toSubscriberNumber(raw: string, phoneCode: string): string {
  const digits = normalisePhone(raw);
  if (raw.trim().startsWith('+') && digits.startsWith(phoneCode)) return normalisePhone(digits.slice(phoneCode.length));
  return digits;
}
