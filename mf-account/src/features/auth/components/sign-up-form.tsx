import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@rednest/shared/contracts';
import { countryOfLocale } from '@rednest/shared/contracts';
import { normalisePhone } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import { useSignup } from '../api/signup';
import { authErrorKey, serverFieldErrors } from '../utils/error-message';
import { PASSWORD_MIN_LENGTH, validateSignUp, type FieldErrors, type SignUpField } from '../utils/validate';
import { AuthField } from './auth-field';
import styles from './auth-form.module.scss';

const FIELD_ORDER: SignUpField[] = ['firstName', 'lastName', 'email', 'password', 'phone'];

export interface SignUpFormProps {
  onSignedUp(user: UserInfo): void;
  /** pre-filled values (spec §2 ota_onboard) */
  initial?: Partial<Record<SignUpField, string>>;
  /** where "Sign in instead" goes when the email is taken (keeps returnTo) */
  signInHref: string;
}

/**
 * Subscriber number for the API: spec §5 phone helper (non-digits and leading zeros stripped),
 * minus the country code when the person typed it in international form.
 */
export function toSubscriberNumber(raw: string, phoneCode: string): string {
  const digits = normalisePhone(raw);
  if (raw.trim().startsWith('+') && digits.startsWith(phoneCode)) return normalisePhone(digits.slice(phoneCode.length));
  return digits;
}

/** Email + password sign-up (POST signup); a successful call signs the person in. */
export function SignUpForm({ onSignedUp, initial, signInHref }: SignUpFormProps) {
  const t = useT();
  const { locale } = useShell();
  const country = countryOfLocale(locale);
  const { submit, pending } = useSignup();
  const [values, setValues] = useState<Record<SignUpField, string>>({
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    email: initial?.email ?? '',
    password: '',
    phone: initial?.phone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});

  const update = (field: SignUpField) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const bind = (field: SignUpField) => ({
    value: values[field],
    onChange: update(field),
    error: errors[field] ? t(errors[field]) : undefined,
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setServerError(null);
    const found = validateSignUp(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    const phone = toSubscriberNumber(values.phone, country.phoneCode);
    try {
      const user = await submit({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        // country_code is the site's country (id, sg, …): the API stores the number without it
        ...(phone ? { phone } : {}),
        country_code: country.code,
        locale,
      });
      onSignedUp(user);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error) as FieldErrors<SignUpField>;
      const firstRejected = FIELD_ORDER.find((f) => fieldErrors[f]);
      if (firstRejected) {
        setErrors(fieldErrors);
        refs.current[firstRejected]?.focus();
        return;
      }
      setServerError(authErrorKey(error));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      {serverError ? (
        <div role="alert" className={styles.alert}>
          {t(serverError)}
          {serverError === 'account.error.emailTaken' ? (
            <>
              {' '}
              <Link to={signInHref}>{t('account.error.emailTakenLink')}</Link>
            </>
          ) : null}
        </div>
      ) : null}
      <div className={styles.row}>
        <AuthField label={t('account.field.firstName')} name="firstName" autoComplete="given-name" {...bind('firstName')} />
        <AuthField label={t('account.field.lastName')} name="lastName" autoComplete="family-name" {...bind('lastName')} />
      </div>
      <AuthField
        label={t('account.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...bind('email')}
      />
      <AuthField
        label={t('account.field.password')}
        revealable
        name="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('account.field.passwordHint')}
        {...bind('password')}
      />
      <AuthField
        label={t('account.field.phone')}
        optionalText={t('account.field.optional')}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('account.field.phoneHint', { code: `+${country.phoneCode}` })}
        {...bind('phone')}
      />
      <Button type="submit" variant="primary" loading={pending} fullWidth>
        {t('account.signUp.submit')}
      </Button>
    </form>
  );
}
