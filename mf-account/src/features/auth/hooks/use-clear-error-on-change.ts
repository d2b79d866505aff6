import { useEffect } from 'react';
import type { UseFormReturn } from '@rednest/shared/forms';

/**
 * The auth forms check on submit (reValidateMode 'onSubmit'); an error goes away as soon as the
 * person changes that field, and the next submit checks everything again.
 */
export function useClearErrorOnChange<V extends Record<string, unknown>>({ watch, getFieldState, clearErrors }: UseFormReturn<V>): void {
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);
}
