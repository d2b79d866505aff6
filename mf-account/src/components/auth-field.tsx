import { useId, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { TextField, type TextFieldProps } from '@rednest/shared/ui';
import styles from './auth-form.module.scss';

export interface AuthFieldProps extends Omit<TextFieldProps, 'label' | 'trailing'> {
  label: string;
  optionalText?: string;
  /** password fields get the "Show password" toggle inside the field */
  revealable?: boolean;
}

/**
 * The shared TextField (label, error and hint wired with aria-describedby, aria-invalid) plus
 * what the sign-in and sign-up forms add: an "(optional)" mark and a show/hide toggle for
 * passwords, so a person on a phone can check what they typed.
 */
export function AuthField({ label, optionalText, revealable, type = 'text', ...field }: AuthFieldProps) {
  const t = useT();
  const id = useId();
  const inputId = field.id ?? `acc-${id}`;
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...field}
      id={inputId}
      type={revealable ? (revealed ? 'text' : 'password') : type}
      label={
        optionalText ? (
          <>
            {label}
            <span className={styles.optional}> ({optionalText})</span>
          </>
        ) : (
          label
        )
      }
      trailing={
        revealable ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((v) => !v)}
          >
            {t('account.password.show')}
          </button>
        ) : undefined
      }
    />
  );
}

/** The email field of both forms: the email keyboard, no capitals, no spell check. */
export function EmailField(props: Omit<AuthFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <AuthField
      label={t('account.field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The password field of both forms, with its "Show password" toggle. */
export function PasswordField(props: Omit<AuthFieldProps, 'label' | 'revealable'>) {
  const t = useT();
  return <AuthField label={t('account.field.password')} revealable {...props} />;
}
