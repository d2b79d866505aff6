/**
 * The forms' own small form hook: uncontrolled fields, checked by a resolver on submit (the
 * contract's TypeBox schemas, loaded on first use), errors as label keys, focus on the first wrong
 * field. Its API is the subset of react-hook-form's `useForm` our forms use, under the same names
 * and with the same behaviour, so a remote built against the earlier react-hook-form share keeps
 * working with this one and the other way round.
 *
 * Why not react-hook-form itself: it was 11.9 KB gzip of the 35 KB the desktop sign-in dialog
 * loads, and that page was 16 KB over the 200 KB budget. Our four forms (sign-in, sign-up,
 * guest details, a corporate client) need none of what the rest buys (field arrays, controllers,
 * validation while typing, dirty tracking). This file is under 1 KB gzip; README "forms".
 *
 * What it does not do, on purpose: validate on change or blur (`reValidateMode: 'onSubmit'` only:
 * a form clears a field's error itself when it changes, through `watch`); checkbox, radio and file
 * inputs (a form keeps those in React state); nested field names.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldValues = Record<string, unknown>;

/** One field's failure: `message` is a label key with its numbers (field-errors.ts), or a server's text key. */
export interface FieldError {
  type: string;
  message?: string;
}

export type FieldErrors<V extends FieldValues = FieldValues> = Partial<Record<keyof V & string, FieldError>>;

/** What a resolver answers: the values to submit (cleaned: trimmed, blank optionals left out), or the errors. */
export type ResolverResult<V extends FieldValues> =
  { values: V; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldErrors<V> };

/** Checks a form's values; schemaResolver (`@rednest/shared/forms/validation`) makes one from a contract schema. */
export type Resolver<V extends FieldValues> = (values: V) => Promise<ResolverResult<V>>;

export type SubmitHandler<V extends FieldValues> = (values: V) => unknown;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Name<V> = keyof V & string;

export interface UseFormOptions<V extends FieldValues> {
  defaultValues: V;
  resolver?: Resolver<V>;
  /** Only 'onSubmit' (the default and the only mode): values are checked when the form is sent. */
  reValidateMode?: 'onSubmit';
  /** A field that leaves the page drops its value and error (it comes back with its default). */
  shouldUnregister?: boolean;
}

export interface RegisterOptions {
  /** turns the typed text into the value submit sees (e.g. trimmed) */
  setValueAs?(value: string): unknown;
}

/** What `{...register('email')}` spreads on an input, a textarea or a select. */
export interface FieldProps {
  name: string;
  ref(element: FieldElement | null): void;
  onChange(event: ChangeEvent<FieldElement>): void;
}

export interface WatchInfo {
  name?: string;
  type?: 'change';
}

export interface UseFormReturn<V extends FieldValues> {
  register(name: Name<V>, options?: RegisterOptions): FieldProps;
  /** `onSubmit={handleSubmit(send)}`: checks, then `send(values)` with the resolver's values; rejects with what `send` throws */
  handleSubmit(onValid: SubmitHandler<V>): (event?: Pick<FormEvent, 'preventDefault'>) => Promise<void>;
  formState: { errors: FieldErrors<V>; isSubmitting: boolean };
  setError(name: Name<V>, error: FieldError): void;
  clearErrors(name?: Name<V> | Name<V>[]): void;
  setFocus(name: Name<V>): void;
  getValues(): V;
  getFieldState(name: Name<V>): { error?: FieldError; invalid: boolean };
  /** calls `listener` after every change a person makes to a field */
  watch(listener: (values: V, info: WatchInfo) => void): { unsubscribe(): void };
}

type Methods<V extends FieldValues> = Omit<UseFormReturn<V>, 'formState'>;

function createForm<V extends FieldValues>(
  options: UseFormOptions<V>,
  setErrorState: (errors: FieldErrors<V>) => void,
  setSubmitting: (busy: boolean) => void,
): { methods: Methods<V>; setOptions(next: UseFormOptions<V>): void } {
  let opts = options;
  const values: FieldValues = { ...options.defaultValues };
  /** names in the order their fields were first registered: the first wrong one gets focus */
  const order: string[] = [];
  const elements = new Map<string, FieldElement>();
  const parsers = new Map<string, RegisterOptions['setValueAs']>();
  const props = new Map<string, FieldProps>();
  const listeners = new Set<(values: V, info: WatchInfo) => void>();
  let errors: FieldErrors<V> = {};

  const publishErrors = (next: FieldErrors<V>) => {
    errors = next;
    setErrorState(next);
  };
  const without = (names: string[]) => {
    if (!names.some((n) => n in errors)) return;
    const next = { ...errors } as Record<string, FieldError>;
    for (const n of names) delete next[n];
    publishErrors(next as FieldErrors<V>);
  };

  const getValues = (): V => {
    const out: FieldValues = {};
    const names = opts.shouldUnregister
      ? [...elements.keys()]
      : [...new Set([...Object.keys(values), ...elements.keys()])];
    for (const name of names) {
      // the element's own value when it is on the page: an autofill may have set it without an event
      const raw = elements.get(name)?.value ?? values[name];
      const parse = parsers.get(name);
      out[name] = parse && typeof raw === 'string' ? parse(raw) : raw;
    }
    return out as V;
  };

  const methods: Methods<V> = {
    register(name, registerOptions) {
      parsers.set(name, registerOptions?.setValueAs);
      if (!order.includes(name)) order.push(name);
      let field = props.get(name);
      if (!field) {
        // one ref and one handler per name for the form's life, so React does not detach and
        // attach the field on every render
        field = {
          name,
          ref(element) {
            if (element) {
              elements.set(name, element);
              const value = values[name] ?? opts.defaultValues[name];
              const text = value === undefined || value === null ? '' : String(value);
              if (element.value !== text) element.value = text;
              return;
            }
            const last = elements.get(name);
            elements.delete(name);
            if (opts.shouldUnregister) {
              delete values[name];
              without([name]);
            } else if (last) {
              values[name] = last.value;
            }
          },
          onChange(event) {
            values[name] = event.target.value;
            const snapshot = getValues();
            for (const listener of listeners) listener(snapshot, { name, type: 'change' });
          },
        };
        props.set(name, field);
      }
      return field;
    },

    handleSubmit(onValid) {
      return async (event) => {
        event?.preventDefault();
        setSubmitting(true);
        try {
          let submitted = getValues();
          if (opts.resolver) {
            const result = await opts.resolver(submitted);
            const wrong = order.filter((n) => (result.errors as Record<string, FieldError | undefined>)[n]);
            if (Object.keys(result.errors).length > 0) {
              publishErrors(result.errors as FieldErrors<V>);
              const first = wrong[0] ?? Object.keys(result.errors)[0];
              if (first) elements.get(first)?.focus();
              return;
            }
            submitted = result.values as V;
          }
          publishErrors({});
          await onValid(submitted);
        } finally {
          setSubmitting(false);
        }
      };
    },

    setError(name, error) {
      publishErrors({ ...errors, [name]: error });
    },
    clearErrors(name) {
      if (name === undefined) publishErrors({});
      else without(Array.isArray(name) ? name : [name]);
    },
    setFocus(name) {
      elements.get(name)?.focus();
    },
    getValues,
    getFieldState(name) {
      const error = errors[name];
      return { error, invalid: Boolean(error) };
    },
    watch(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
  };
  return { methods, setOptions: (next) => void (opts = next) };
}

/**
 * `const form = useForm({ resolver, defaultValues: { email: '' } })`, then
 * `<input {...form.register('email')} />` and `<form onSubmit={form.handleSubmit(send)}>`.
 * The methods keep their identity for the form's life (safe in effect dependencies).
 */
export function useForm<V extends FieldValues>(options: UseFormOptions<V>): UseFormReturn<V> {
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [form] = useState(() => createForm(options, setErrors, setSubmitting));
  // the latest resolver and defaults (a form may hand in new ones as it re-renders)
  form.setOptions(options);
  return { ...form.methods, formState: { errors, isSubmitting } };
}
