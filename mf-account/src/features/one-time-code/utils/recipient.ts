import { EMAIL_PATTERN } from '@rednest/shared/contracts';
import { toSubscriberNumber } from '../../../utils/to-subscriber-number';

export type Recipient = { email: string } | { phone: string; country_code: string };

/** A phone number as typed: digits with spaces, dashes, brackets or a plus; 6–15 digits. */
export function isPhoneInput(raw: string): boolean {
  const value = raw.trim();
  const digits = value.replace(/\D+/g, '');
  return /^[\d\s()+-]+$/.test(value) && digits.length >= 6 && digits.length <= 15;
}

/**
 * What a person typed in "Email or phone number": an email address (it has an @), or a phone
 * number of 6–15 digits sent as the subscriber number with the site's country; null when neither.
 */
export function parseRecipient(raw: string, country: { code: string; phoneCode: string }): Recipient | null {
  const value = raw.trim();
  if (value.includes('@')) return new RegExp(EMAIL_PATTERN).test(value) ? { email: value } : null;
  if (!isPhoneInput(value)) return null;
  return { phone: toSubscriberNumber(value, country.phoneCode), country_code: country.code };
}
