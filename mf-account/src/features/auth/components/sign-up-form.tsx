import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@rednest/shared/contracts';
import { countryOfLocale } from '@rednest/shared/contracts';
import { normalisePhone } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import { useSignup } from '../api/signup';
import { authErrorKey, serverFieldErrors } from '../utils/error-message';
import { useAuthFields } from '../hooks/use-auth-fields';
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
  const { values, bind, showErrors } = useAuthFields<SignUpField>(
    {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      email: initial?.email ?? '',
      password: '',
      phone: initial?.phone ?? '',
    },
    FIELD_ORDER,
  );
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setServerError(null);
    if (showErrors(validateSignUp(values))) return;
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
      // the server's per-field verdicts (VALIDATION_FAILED) go next to their fields
      if (showErrors(serverFieldErrors(error) as FieldErrors<SignUpField>)) return;
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
