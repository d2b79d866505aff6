import type { FormEvent, ReactNode } from 'react';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import styles from './auth-form.module.scss';

export interface AuthFormProps {
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** label key of the server's verdict, shown in an alert above the fields */
  serverError: string | null;
  /** what follows the verdict's text (a way out, e.g. "Sign in instead") */
  serverErrorAction?: ReactNode;
  /** a submit is running: the button is disabled and says so */
  busy: boolean;
  submitLabel: string;
  /** a field got focus: forms start loading their validator (lazyResolver.preload) */
  onFirstFocus?(): void;
  children: ReactNode;
}

/** The frame of the sign-in and sign-up forms: the verdict alert, the fields, the submit button. */
export function AuthForm({ onSubmit, serverError, serverErrorAction, busy, submitLabel, onFirstFocus, children }: AuthFormProps) {
  const t = useT();
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onFocus={onFirstFocus} aria-busy={busy || undefined}>
      {serverError ? (
        <div role="alert" className={styles.alert}>
          {t(serverError)}
          {serverErrorAction ? <> {serverErrorAction}</> : null}
        </div>
      ) : null}
      {children}
      <Button type="submit" variant="primary" loading={busy} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
