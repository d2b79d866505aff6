import { isApiCallError } from '@rednest/shared/api-client';
import type { ApiError, Bank } from '@rednest/shared/contracts';

export type BankField = 'holder_name' | 'bank_code' | 'account_number' | 'password' | 'otp';
export type BankFieldErrors = Partial<Record<BankField, string>>;

/** The digits of what was typed, spaces and hyphens dropped; null when anything else is in it (the API's rule). */
export function accountDigits(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  return /^[0-9]+$/.test(compact) ? compact : null;
}

/** The form's own checks, the same rules as the API (api bank-list.ts): label keys per field. */
export function checkBankForm(
  values: { holder_name: string; account_number: string },
  bank: Bank | undefined,
): BankFieldErrors {
  const errors: BankFieldErrors = {};
  const name = values.holder_name.trim();
  if (name.length < 2 || !/^[\p{L}\p{M}][\p{L}\p{M} .,'-]*$/u.test(name))
    errors.holder_name = 'account.bank.error.holder';
  if (!bank) errors.bank_code = 'account.bank.error.bank';
  const digits = accountDigits(values.account_number);
  if (!values.account_number.trim()) errors.account_number = 'account.bank.error.numberRequired';
  else if (digits === null) errors.account_number = 'account.bank.error.digitsOnly';
  else if (bank && !bank.account_number_lengths.includes(digits.length))
    errors.account_number = 'account.bank.error.length';
  else if (/^(\d)\1+$/.test(digits)) errors.account_number = 'account.bank.error.notReal';
  return errors;
}

/** What the server refused, as label keys: per field, or `form` for the alert box (with `formWait`, a refusal's Retry-After in seconds). */
export function serverBankErrors(error: unknown): BankFieldErrors & { form?: string; formWait?: number } {
  if (!isApiCallError(error)) return { form: 'account.error.generic' };
  switch (error.code) {
    case 'WRONG_PASSWORD':
      return { password: 'account.bank.error.wrongPassword' };
    case 'PROOF_REQUIRED':
      return { password: 'account.bank.error.proof' };
    case 'INVALID_CODE':
      return { otp: 'account.code.error.invalid' };
    case 'CODE_EXPIRED':
      return { otp: 'account.code.error.expired' };
    case 'CODE_LOCKED':
      return { otp: 'account.code.error.locked' };
    case 'VALIDATION_FAILED': {
      const found: BankFieldErrors = {};
      for (const { field } of (error.body as Partial<ApiError> | null)?.details ?? []) {
        const name = field.replace(/^\/?body\/?/, '');
        if (name === 'holder_name') found.holder_name = 'account.bank.error.holder';
        else if (name === 'bank_code' || name === 'country_code') found.bank_code = 'account.bank.error.bank';
        else if (name === 'account_number') found.account_number = 'account.bank.error.serverNumber';
        else if (name === 'otp' || name === 'request_id') found.otp = 'account.code.error.invalid';
        else if (name === 'password') found.password = 'account.bank.error.proof';
      }
      return Object.keys(found).length ? found : { form: 'account.error.generic' };
    }
    default:
      if (error.code === 'RATE_LIMITED' || error.status === 429) {
        return error.retryAfterSeconds !== null
          ? { form: 'account.error.rateLimitedFor', formWait: error.retryAfterSeconds }
          : { form: 'account.error.rateLimited' };
      }
      if (error.status === 0) return { form: 'account.error.network' };
      return { form: 'account.error.generic' };
  }
}
