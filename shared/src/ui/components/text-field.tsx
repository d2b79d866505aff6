import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names';
import styles from './text-field.module.scss';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** shown under the field, announced with it (aria-describedby) and marks it aria-invalid */
  error?: ReactNode;
  hint?: ReactNode;
  /** hides the label visually but keeps it for screen readers (search boxes with an icon) */
  hideLabel?: boolean;
  /** rendered inside the field after the input (a show-password toggle, a unit) */
  trailing?: ReactNode;
  /** rendered before the input (a +62 country code) */
  leading?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  hideLabel,
  trailing,
  leading,
  id,
  className,
  containerClassName,
  required,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `rn-field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.rnField, error ? styles.rnFieldInvalid : undefined, containerClassName)}>
      <label htmlFor={inputId} className={cx(styles.rnFieldLabel, hideLabel && styles.rnFieldLabelHidden)}>
        {label}
        {required ? (
          <span className={styles.rnFieldRequired} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={styles.rnFieldControl}>
        {leading ? <span className={styles.rnFieldAdornment}>{leading}</span> : null}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className={cx(styles.rnFieldInput, className)}
        />
        {trailing ? <span className={styles.rnFieldAdornment}>{trailing}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.rnFieldHint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.rnFieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
