import { useState, type FormEvent } from 'react';
import { isApiCallError } from '@rednest/shared/api-client';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useChangePassword } from '../api/passwords';
import { codeErrorKey, type CodeError } from '../../../utils/code-error';
import { passwordProblem } from '../utils/password-rule';
import { AuthField, PasswordField } from '../../../components/auth-field';
import { CodeAlert } from '../../../components/code-field';
import styles from '../../../components/code-form.module.scss';

/**
 * changePassword: the current password and a new one; the user's other devices are signed out.
 * `create`: createPassword for an account made by a code or Google, which has no password yet:
 * only the new one (change_password without current_password; the API refuses that once one exists).
 */
export function ChangePassword({
  onDone,
  create = false,
}: {
  onDone(otherSessionsEnded: number): void;
  create?: boolean;
}) {
  const t = useT();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldError, setFieldError] = useState<{ current?: string; next?: string }>({});
  const [error, setError] = useState<CodeError | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    const problem = passwordProblem(next);
    if ((!create && !current) || problem) {
      setFieldError({
        ...(current || create ? {} : { current: 'account.error.passwordRequired' }),
        ...(problem ? { next: problem } : {}),
      });
      return;
    }
    try {
      const answer = await change.mutateAsync({
        body: create ? { new_password: next } : { current_password: current, new_password: next },
      });
      onDone(answer.other_sessions_ended);
    } catch (err) {
      if (isApiCallError(err) && err.code === 'WRONG_PASSWORD') {
        // create: a password was set meanwhile (another tab); its owner changes it instead
        if (create) setError('account.createPassword.exists');
        else setFieldError({ current: 'account.password.wrongCurrent' });
      } else setError(codeErrorKey(err));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={change.isPending || undefined}>
      <CodeAlert error={error} />
      {create ? null : (
        <PasswordField
          name="current_password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => {
            setCurrent(e.target.value);
            setFieldError({});
          }}
          error={fieldError.current ? t(fieldError.current) : undefined}
        />
      )}
      <AuthField
        label={t(create ? 'account.field.password' : 'account.reset.newPassword')}
        revealable
        name="new_password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => {
          setNext(e.target.value);
          setFieldError({});
        }}
        hint={t('account.field.passwordHint')}
        error={fieldError.next ? t(fieldError.next) : undefined}
      />
      <Button type="submit" variant="primary" loading={change.isPending} fullWidth>
        {t(create ? 'account.createPassword.submit' : 'account.password.change')}
      </Button>
    </form>
  );
}
