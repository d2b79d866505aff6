import { normalisePhone } from '@rednest/shared/format';

/**
 * The digits the API keeps of a number as typed (the shared helper, spec §5), without the
 * site's calling code when typed in international form: the API's 6–13 digit rule is checked on
 * these before sending.
 */
export function subscriberDigits(raw: string, phoneCode: string): string {
  const digits = normalisePhone(raw);
  return raw.trim().startsWith('+') && digits.startsWith(phoneCode)
    ? normalisePhone(digits.slice(phoneCode.length))
    : digits;
}
