/**
 * Client-side checks of the sign-in and sign-up forms. They return label keys (not texts) so
 * the message follows the UI language. The API validates again (LoginBody / SignupBody).
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

// Deliberately permissive: one @, something before it, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SignupBodySchema: password minLength 8 */
export const PASSWORD_MIN_LENGTH = 8;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'account.error.emailRequired';
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return 'account.error.emailInvalid';
  return undefined;
}

export function validateSignIn(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'account.error.passwordRequired';
  return errors;
}

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone';

export function validateSignUp(values: Record<SignUpField, string>): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (!values.firstName.trim()) errors.firstName = 'account.error.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'account.error.lastNameRequired';
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'account.error.passwordRequired';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'account.error.passwordShort';
  // the API's rule for new passwords (account.service: a letter and a digit)
  else if (!/[A-Za-z]/.test(values.password) || !/\d/.test(values.password)) errors.password = 'account.error.passwordWeak';
  const phoneDigits = values.phone.replace(/\D/g, '');
  // optional, but when given it must look like a subscriber number (E.164 allows up to 15 digits)
  if (values.phone.trim() && (phoneDigits.length < 6 || phoneDigits.length > 15 || /[^\d\s()+-]/.test(values.phone))) {
    errors.phone = 'account.error.phoneInvalid';
  }
  return errors;
}
