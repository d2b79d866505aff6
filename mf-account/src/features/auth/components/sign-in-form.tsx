import { useRef, useState, type FormEvent } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useLogin } from '../api/login';
import { authErrorKey } from '../utils/error-message';
import { validateSignIn, type FieldErrors } from '../utils/validate';
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
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const update = (field: Field) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // an error stays until the person changes that field, then it goes away
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setServerError(null);
    const found = validateSignIn(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
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
        value={values.email}
        onChange={update('email')}
        error={errors.email ? t(errors.email) : undefined}
        inputRef={(el) => {
          refs.current.email = el;
        }}
      />
      <AuthField
        label={t('account.field.password')}
        revealable
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={errors.password ? t(errors.password) : undefined}
        inputRef={(el) => {
          refs.current.password = el;
        }}
      />
      <Button type="submit" variant="primary" loading={pending} fullWidth>
        {t('account.signIn.submit')}
      </Button>
    </form>
  );
}
