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
  /**
   * The person is using the form: a key, a pointer or input (autofill, paste) in it. Forms pass
   * lazyResolver.preload, which starts loading their validator once. Focus alone does not count:
   * the sign-in dialog moves focus into its first field as it opens, and every dialog opened would
   * download the validator (schemas and TypeBox, ~28 KB gzip) whether or not anyone typed.
   */
  onUse?(): void;
  children: ReactNode;
}

/** The frame of the sign-in and sign-up forms: the verdict alert, the fields, the submit button. */
export function AuthForm({
  onSubmit,
  serverError,
  serverErrorAction,
  busy,
  submitLabel,
  onUse,
  children,
}: AuthFormProps) {
  const t = useT();
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onUse}
      onPointerDown={onUse}
      onInput={onUse}
      aria-busy={busy || undefined}
    >
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
