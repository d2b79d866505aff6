import { useEffect, useState, type FormEvent } from 'react';
import type { UseFormReturn } from '@rednest/shared/forms';
import { authErrorKey } from '../utils/error-message';

/**
 * How the sign-in and sign-up forms submit: the schema resolver checks everything on submit and
 * the first invalid field gets focus (useForm's handleSubmit); `send` runs only with
 * valid values, and a failure it throws becomes the server verdict above the fields (a label
 * key, so it follows a language switch). A field error goes away as soon as its field changes
 * (the forms use reValidateMode 'onSubmit': the next submit checks again).
 */
export function useAuthSubmit<V extends Record<string, unknown>>(
  form: UseFormReturn<V>,
  send: (values: V) => Promise<void>,
) {
  const { watch, getFieldState, clearErrors, handleSubmit } = form;
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).error) clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);

  const submit = handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      setServerError(authErrorKey(error));
    }
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    setServerError(null);
    // the validator is loaded on first use: if that load fails, say so and let the next submit retry
    submit(e).catch((error: unknown) => setServerError(authErrorKey(error)));
  };
  return { serverError, onSubmit };
}
