import { useState, type FormEvent } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useLogin } from '../api/login';
import { authErrorKey } from '../utils/error-message';
import { useAuthFields } from '../hooks/use-auth-fields';
import { validateSignIn } from '../utils/validate';
import { AuthField } from './auth-field';
import styles from './auth-form.module.scss';

type Field = 'email' | 'password';
const FIELD_ORDER: Field[] = ['email', 'password'];

export interface SignInFormProps {
  onSignedIn(user: UserInfo): void;
}

/** Email + password sign-in (POST users). Validation first, then the server's verdict. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const t = useT();
  const { submit, pending } = useLogin();
  const { values, bind, showErrors } = useAuthFields<Field>({ email: '', password: '' }, FIELD_ORDER);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setServerError(null);
    if (showErrors(validateSignIn(values))) return;
    try {
      const user = await submit({ email: values.email, password: values.password });
      onSignedIn(user);
    } catch (error) {
      // the key, not the text: the message follows a language switch
      setServerError(authErrorKey(error));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      {serverError ? (
        <div role="alert" className={styles.alert}>
          {t(serverError)}
        </div>
      ) : null}
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
        autoComplete="current-password"
        {...bind('password')}
      />
      <Button type="submit" variant="primary" loading={pending} fullWidth>
        {t('account.signIn.submit')}
      </Button>
    </form>
  );
}
