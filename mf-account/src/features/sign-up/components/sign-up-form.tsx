import { Link } from 'react-router-dom';
import { countryOfLocale, type UserInfo } from '@rednest/shared/contracts';
import { PASSWORD_MIN_LENGTH } from '@rednest/shared/contracts/dto';
import { fieldErrorText, lazyResolver, useForm } from '@rednest/shared/forms';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { useSignup } from '../api/signup';
import { useAuthSubmit } from '../../../hooks/use-auth-submit';
import type { SignUpFormValues } from '../../../utils/auth-form-schemas';
import { TRIMMED } from '../../../utils/trimmed';
import { serverFieldErrors } from '../utils/server-field-errors';
import { toSubscriberNumber } from '../../../utils/to-subscriber-number';
import { AuthField, EmailField, PasswordField } from '../../../components/auth-field';
import { AuthForm } from '../../../components/auth-form';
import styles from './sign-up-form.module.scss';

/** The schemas and TypeBox load when the person first types or points in the form (or on submit), not with the page. */
const signUpResolver = lazyResolver(() => import('../../../utils/auth-form-schemas').then((m) => m.signUpResolver));

/** The fields in the order they are shown: the first one the server rejects gets focus. */
const FIELD_ORDER = ['first_name', 'last_name', 'email', 'password', 'phone'] as const;

export interface SignUpFormProps {
  onSignedUp(user: UserInfo): void;
  /** pre-filled values (spec §2 ota_onboard, from the API) */
  initial?: Partial<Pick<SignUpFormValues, 'first_name' | 'last_name' | 'phone' | 'email'>>;
  /** the ota_onboard token: sent with the sign-up so the booking joins the account */
  otaOnboard?: string;
  /** a corporate client's link token: sent with the sign-up so the account books for that company */
  corpClient?: string;
  /** a friend's referral code (the link's ?ref=): sent with the sign-up for the welcome reward */
  referral?: string;
  /** where "Sign in instead" goes when the email is taken (keeps returnTo) */
  signInHref: string;
}

/** Email + password sign-up (POST signup); a successful call signs the person in. */
export function SignUpForm({ onSignedUp, initial, signInHref, otaOnboard, corpClient, referral }: SignUpFormProps) {
  const t = useT();
  const { locale } = useShell();
  const country = countryOfLocale(locale);
  const signup = useSignup();
  const form = useForm({
    resolver: signUpResolver,
    defaultValues: {
      first_name: initial?.first_name ?? '',
      last_name: initial?.last_name ?? '',
      email: initial?.email ?? '',
      password: '',
      phone: initial?.phone ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const { register, formState, setError, setFocus } = form;
  const { errors } = formState;
  const { serverError, onSubmit } = useAuthSubmit(form, async ({ phone, ...fields }) => {
    const subscriber = phone ? toSubscriberNumber(phone, country.phoneCode) : '';
    try {
      const user = await signup.mutateAsync({
        // country_code is the site's country (id, sg, …): the API stores the number without it
        body: {
          ...fields,
          ...(subscriber ? { phone: subscriber } : {}),
          country_code: country.code,
          locale,
          ...(otaOnboard ? { ota_onboard: otaOnboard } : {}),
          ...(corpClient ? { corp_client: corpClient } : {}),
          ...(referral ? { referral_code: referral } : {}),
        },
      });
      onSignedUp(user);
    } catch (error) {
      // the server's per-field verdicts (VALIDATION_FAILED) go next to their fields, others above them
      const rejected = serverFieldErrors(error);
      const names = FIELD_ORDER.filter((name) => rejected[name]);
      if (!names[0]) throw error;
      for (const name of names) setError(name, { type: 'server', message: rejected[name] });
      setFocus(names[0]);
    }
  });

  return (
    <AuthForm
      onUse={signUpResolver.preload}
      onSubmit={onSubmit}
      serverError={serverError}
      serverErrorAction={
        serverError === 'account.error.emailTaken' ? (
          <Link to={signInHref}>{t('account.error.emailTakenLink')}</Link>
        ) : null
      }
      busy={formState.isSubmitting}
      submitLabel={t('account.signUp.submit')}
    >
      <div className={styles.row}>
        <AuthField
          label={t('account.field.firstName')}
          autoComplete="given-name"
          {...register('first_name', TRIMMED)}
          error={fieldErrorText(t, errors.first_name)}
        />
        <AuthField
          label={t('account.field.lastName')}
          autoComplete="family-name"
          {...register('last_name', TRIMMED)}
          error={fieldErrorText(t, errors.last_name)}
        />
      </div>
      <EmailField {...register('email', TRIMMED)} error={fieldErrorText(t, errors.email)} />
      <PasswordField
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('account.field.passwordHint')}
        {...register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <AuthField
        label={t('account.field.phone')}
        optionalText={t('account.field.optional')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('account.field.phoneHint', { code: `+${country.phoneCode}` })}
        {...register('phone', TRIMMED)}
        error={fieldErrorText(t, errors.phone)}
      />
    </AuthForm>
  );
}
