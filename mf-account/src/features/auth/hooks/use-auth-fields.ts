import { useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import type { FieldErrors } from '../utils/validate';

/**
 * Field state of the sign-in and sign-up forms: values, per-field error keys and the inputs, so
 * an error can move focus to the first field that needs attention.
 */
export function useAuthFields<F extends string>(initial: Record<F, string>, order: readonly F[]) {
  const t = useT();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const update = (field: F) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // an error stays until the person changes that field, then it goes away
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  /** The props an AuthField needs for one field. */
  const bind = (field: F) => ({
    value: values[field],
    onChange: update(field),
    error: errors[field] ? t(errors[field]) : undefined,
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  /** Shows these errors (client checks or the server's) and focuses the first invalid field; true when there was one. */
  const showErrors = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    const firstInvalid = order.find((f) => found[f]);
    if (firstInvalid) refs.current[firstInvalid]?.focus();
    return firstInvalid !== undefined;
  };

  return { values, bind, showErrors };
}
