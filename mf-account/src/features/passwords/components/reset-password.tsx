import { useState, type FormEvent } from 'react';
import type { OtpSent } from '@rednest/shared/contracts';
import { EMAIL_PATTERN } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { usePasswordReset } from '../api/passwords';
import { codeErrorKey, type CodeError } from '../../../utils/code-error';
import { passwordProblem } from '../utils/password-rule';
import { AuthField, EmailField } from '../../../components/auth-field';
import { CodeAlert, CodeField } from '../../../components/code-field';
import styles from '../../../components/code-form.module.scss';

/**
 * Forgot password: the email ("if an account uses it, we sent a code"), then the mailed code and
 * the new password together (reset_password), which ends every session of the account.
 */
export function ResetPassword({ onDone }: { onDone(): void }) {
  const t = useT();
  const { locale } = useShell();
  const { kind } = useShellSite();
  const { app, corporate, reset } = usePasswordReset();
  const forgot = kind === 'corporate' ? corporate : app;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<CodeError | null>(null);
  const [sent, setSent] = useState<OtpSent | null>(null);

  const ask = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (!new RegExp(EMAIL_PATTERN).test(email.trim())) {
      setFieldError({ email: 'account.error.emailInvalid' });
      return;
    }
    try {
      setSent(await forgot.mutateAsync({ body: { email: email.trim(), locale } }));
    } catch (err) {
      setError(codeErrorKey(err));
    }
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    const problem = passwordProblem(password);
    if (problem) {
      setFieldError({ password: problem });
      return;
    }
    try {
      await reset.mutateAsync({ body: { request_id: sent!.request_id, otp: code, password } });
      onDone();
    } catch (err) {
      setError(codeErrorKey(err));
    }
  };

  if (!sent) {
    return (
      <form className={styles.form} noValidate onSubmit={ask} aria-busy={forgot.isPending || undefined}>
        <CodeAlert error={error} />
        <EmailField
          name="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError({});
          }}
          error={fieldError.email ? t(fieldError.email) : undefined}
        />
        <Button type="submit" variant="primary" loading={forgot.isPending} fullWidth>
          {t('account.code.send')}
        </Button>
      </form>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={reset.isPending || undefined}>
      <p className={styles.sentTo}>{t('account.reset.sent', { to: sent.sent_to })}</p>
      <CodeAlert error={error} />
      <EmailField name="email" value={email} readOnly />
      <CodeField code={code} onCode={setCode} />
      <AuthField
        label={t('account.reset.newPassword')}
        revealable
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setFieldError({});
        }}
        hint={t('account.field.passwordHint')}
        error={fieldError.password ? t(fieldError.password) : undefined}
      />
      <Button type="submit" variant="primary" loading={reset.isPending} disabled={code.length !== 6} fullWidth>
        {t('account.reset.submit')}
      </Button>
    </form>
  );
}
