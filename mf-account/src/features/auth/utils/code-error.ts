import { isApiCallError } from '@rednest/shared/api-client';
import { authErrorKey } from './error-message';

/** The label key of a failed send or check of a one-time code. */
export function codeErrorKey(error: unknown): string {
  if (isApiCallError(error)) {
    if (error.code === 'INVALID_CODE') return 'account.code.error.invalid';
    if (error.code === 'CODE_EXPIRED') return 'account.code.error.expired';
    if (error.code === 'CODE_LOCKED') return 'account.code.error.locked';
    if (error.code === 'VALIDATION_FAILED') return 'account.code.error.recipient';
  }
  return authErrorKey(error);
}
