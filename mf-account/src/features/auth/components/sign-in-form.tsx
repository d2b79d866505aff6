import { useState, type FormEvent } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import { fieldErrorText, useForm } from '@rednest/shared/forms';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useLogin } from '../api/login';
import { useClearErrorOnChange } from '../hooks/use-clear-error-on-change';
import { signInResolver, TRIMMED } from '../utils/auth-form-schemas';
import { authErrorKey } from '../utils/error-message';
import { AuthField } from './auth-field';
import styles from './auth-form.module.scss';

export interface SignInFormProps {
  onSignedIn(user: UserInfo): void;
}

/** Email + password sign-in (POST users): the login body schema first, then the server's verdict. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const t = useT();
  const login = useLogin();
  // checked on submit; the first invalid field gets focus (shouldFocusError)
  const form = useForm({ resolver: signInResolver, defaultValues: { email: '', password: '' }, reValidateMode: 'onSubmit' });
  useClearErrorOnChange(form);
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async (body) => {
    try {
      onSignedIn(await login.mutateAsync({ body }));
    } catch (error) {
      // the key, not the text: the message follows a language switch
      setServerError(authErrorKey(error));
    }
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    setServerError(null);
    void submit(e);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting || undefined}>
      {serverError ? (
        <div role="alert" className={styles.alert}>
          {t(serverError)}
        </div>
      ) : null}
      <AuthField
        label={t('account.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...register('email', TRIMMED)}
        error={fieldErrorText(t, errors.email)}
      />
      <AuthField
        label={t('account.field.password')}
        revealable
        autoComplete="current-password"
        {...register('password')}
        error={fieldErrorText(t, errors.password)}
      />
      <Button type="submit" variant="primary" loading={formState.isSubmitting} fullWidth>
        {t('account.signIn.submit')}
      </Button>
    </form>
  );
}
