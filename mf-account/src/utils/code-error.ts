import { isApiCallError } from '@rednest/shared/api-client';
import { authErrorKey } from './error-message';

/** What a code form says: a label key, or a refusal's key with its wait (Retry-After seconds, said in words where it is shown). */
export type CodeError = string | { key: string; waitSeconds: number };

/** The label of a failed send or check of a one-time code; a 429 says how long to wait ("Please try again in 42 minutes"). */
export function codeErrorKey(error: unknown): CodeError {
  if (isApiCallError(error)) {
    if (error.code === 'INVALID_CODE') return 'account.code.error.invalid';
    if (error.code === 'CODE_EXPIRED') return 'account.code.error.expired';
    if (error.code === 'CODE_LOCKED') return 'account.code.error.locked';
    if (error.code === 'VALIDATION_FAILED') return 'account.code.error.recipient';
    if (error.status === 429 && error.retryAfterSeconds !== null)
      return { key: 'account.error.rateLimitedFor', waitSeconds: error.retryAfterSeconds };
  }
  return authErrorKey(error);
}
