import { PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '@rednest/shared/contracts/dto';

/** The label key of what a new password lacks (the API's rule: 8+ characters, a letter and a digit), or null. */
export function passwordProblem(password: string): string | null {
  if (!password) return 'account.error.passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'account.error.passwordShort';
  if (!new RegExp(PASSWORD_PATTERN).test(password)) return 'account.error.passwordWeak';
  return null;
}
