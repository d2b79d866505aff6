import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '@rednest/shared/i18n';
import styles from './auth-form.module.scss';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'className'>;

export interface AuthFieldProps extends NativeInput {
  label: string;
  /** already translated */
  error?: string;
  hint?: string;
  optionalText?: string;
  /** password fields get the "Show password" toggle */
  revealable?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose error and hint are wired with aria-describedby, and whose password
 * variant has a show/hide toggle next to the input (so a person on a phone can check what
 * they typed). The error sits right under the field it concerns.
 */
export function AuthField({ label, error, hint, optionalText, revealable, inputRef, type = 'text', ...input }: AuthFieldProps) {
  const t = useT();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optionalText ? <span className={styles.optional}> ({optionalText})</span> : null}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={inputType}
          className={`${styles.input} ${error ? styles.inputInvalid : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((v) => !v)}
          >
            {t(revealed ? 'account.password.hide' : 'account.password.show')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
