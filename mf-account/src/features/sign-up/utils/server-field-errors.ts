import { isApiCallError } from '@rednest/shared/api-client';
import type { ApiError } from '@rednest/shared/contracts';

/** Our own translated message for each sign-up field the server may reject. */
const SERVER_FIELD_KEYS: Record<string, string> = {
  first_name: 'account.error.firstNameRequired',
  last_name: 'account.error.lastNameRequired',
  email: 'account.error.emailInvalid',
  password: 'account.error.passwordWeak',
  phone: 'account.error.phoneInvalid',
};

/**
 * A 400 VALIDATION_FAILED names the body fields it rejected (`details[].field`, e.g. `password`
 * or `/body/password`); returns the label key to show next to each, {} for any other error.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiCallError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const details = (error.body as Partial<ApiError> | null)?.details ?? [];
  const found: Record<string, string> = {};
  for (const { field } of details) {
    const name = field.replace(/^\/?body\/?/, '');
    const key = SERVER_FIELD_KEYS[name];
    if (key && !found[name]) found[name] = key;
  }
  return found;
}
