import type { FieldError } from './use-form';

/** The kinds of failure a person is told about; each has a generic text (form.error.*). */
export type FieldErrorKind =
  'required' | 'tooShort' | 'tooLong' | 'email' | 'pattern' | 'number' | 'tooSmall' | 'tooLarge' | 'choice' | 'invalid';

/** `account.error.passwordShort|min=8`: a label key and its numbers, as a field error's message. */
export const encodeFieldError = (key: string, vars?: Record<string, number>) =>
  vars
    ? `${key}|${Object.entries(vars)
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`
    : key;

/** The label key and numbers of a field error made by schemaResolver. */
export function decodeFieldError(message: string): { key: string; vars: Record<string, number> } {
  const [key = '', query = ''] = message.split('|');
  const vars: Record<string, number> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const [k, v] = pair.split('=');
    if (k) vars[k] = Number(v);
  }
  return { key, vars };
}

/** The text of a field error in the current language: `fieldErrorText(t, errors.email)`. */
export function fieldErrorText(
  t: (key: string, vars?: Record<string, string | number>) => string,
  error: Pick<FieldError, 'message'> | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  const { key, vars } = decodeFieldError(String(error.message));
  return t(key, vars);
}
