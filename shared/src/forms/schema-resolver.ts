/**
 * Form validation with the contract's own TypeBox schemas: the forms' useForm asks this resolver,
 * which checks the values with the same schema the API validates the body with, so a rule is
 * never written twice. Messages are label keys (with their numbers), translated where they are
 * shown, so an error follows a language switch.
 *
 * It is its own entry (`@rednest/shared/forms/validation`), not part of the forms singleton: TypeBox
 * costs ~30 KB gzip, so a form loads it on first use with lazyResolver (index.ts), not on paint.
 *
 * It checks with TypeBox's `Value` (no code generation: TypeBox's compiler uses `new Function`,
 * which our Content-Security-Policy forbids) and answers label keys, not TypeBox's English texts.
 */
import { FormatRegistry, type Static, type TObject } from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import type { FieldError, FieldErrors, FieldValues, Resolver } from './use-form';
import { EMAIL_PATTERN } from '@rednest/shared/contracts';
import { encodeFieldError as encode } from './field-errors';

// The API's validator uses the same pattern for `format: 'email'` (api app.ts).
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => new RegExp(EMAIL_PATTERN).test(value));

export type { FieldErrorKind } from './field-errors';
import type { FieldErrorKind } from './field-errors';
export { decodeFieldError, fieldErrorText } from './field-errors';

export interface SchemaResolverOptions<T extends TObject> {
  /** label keys that replace the generic text of a kind for one field, e.g. { password: { pattern: 'account.error.passwordWeak' } } */
  messages?: Partial<Record<keyof Static<T> & string, Partial<Record<FieldErrorKind, string>>>>;
  /** trims every string before checking (and hands the trimmed values to submit); default true */
  trim?: boolean;
}

function kindOf(error: ValueError): { kind: FieldErrorKind; vars?: Record<string, number> } {
  const schema = error.schema as {
    minLength?: number;
    maxLength?: number;
    minimum?: number;
    maximum?: number;
    format?: string;
  };
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return { kind: 'required' };
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 || error.value === ''
        ? { kind: 'required' }
        : { kind: 'tooShort', vars: { min: schema.minLength ?? 0 } };
    case ValueErrorType.StringMaxLength:
      return { kind: 'tooLong', vars: { max: schema.maxLength ?? 0 } };
    case ValueErrorType.StringFormat:
      return { kind: schema.format === 'email' ? 'email' : 'invalid' };
    case ValueErrorType.StringPattern:
      return { kind: 'pattern' };
    case ValueErrorType.Number:
    case ValueErrorType.Integer:
      return { kind: 'number' };
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return { kind: 'tooSmall', vars: { min: schema.minimum ?? 0 } };
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return { kind: 'tooLarge', vars: { max: schema.maximum ?? 0 } };
    case ValueErrorType.Union:
    case ValueErrorType.Literal:
      return { kind: 'choice' };
    default:
      return { kind: 'invalid' };
  }
}

function trimStrings(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/**
 * Empty optional fields are left out (spec §5: blank strings are dropped from payloads), so an
 * empty optional phone is not checked against the phone rule.
 */
function dropBlankOptionals(schema: TObject, values: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => required.has(k) || !(v === '' || v === undefined || v === null)),
  );
}

/** A form resolver (useForm's) that validates with a contract schema. */
export function schemaResolver<T extends TObject>(
  schema: T,
  options: SchemaResolverOptions<T> = {},
): Resolver<Static<T> & FieldValues> {
  const { trim = true, messages = {} } = options;
  return async (raw) => {
    const cleaned = dropBlankOptionals(
      schema,
      trim ? trimStrings(raw as Record<string, unknown>) : (raw as Record<string, unknown>),
    );
    const errors: Record<string, FieldError> = {};
    for (const error of Value.Errors(schema, cleaned)) {
      // '/email' → 'email'; a missing required property reports its own path
      const field = error.path.replace(/^\//, '').split('/')[0] ?? '';
      if (!field || errors[field]) continue; // the first failure of a field is the one to fix
      const { kind, vars } = kindOf(error);
      const override = (messages as Record<string, Partial<Record<FieldErrorKind, string>> | undefined>)[field]?.[kind];
      errors[field] = { type: kind, message: encode(override ?? `form.error.${kind}`, vars) };
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<Static<T> & FieldValues> };
    return { values: cleaned as Static<T> & FieldValues, errors: {} };
  };
}
