/**
 * Building blocks of the contract's TypeBox schemas: every schema file builds from these, so a
 * rule about a kind of field (nullable, an enumeration, a page number) is written once.
 */
import {
  Type,
  type IntegerOptions,
  type NumberOptions,
  type Static,
  type StringOptions,
  type TInteger,
  type TLiteral,
  type TNull,
  type TNumber,
  type TOptional,
  type TSchema,
  type TString,
  type TUnion,
  type SchemaOptions,
} from '@sinclair/typebox';
import { MAX_PAGE, SAFE_LINK_PATTERN } from '@rednest/shared/format/rules';
import { LANGUAGES } from '../locales';

export const Nullable = <T extends TSchema>(t: T): TUnion<[T, TNull]> => Type.Union([t, Type.Null()]);

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** A literal union built from a shared `as const` list: `LiteralUnion(BOOKING_LIST_TYPES)`. */
export function LiteralUnion<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnion<Literals<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    { description: values.join(' | '), ...options },
  ) as unknown as TUnion<Literals<T>>;
}

/**
 * Text a person or a client may send: no NUL character and no lone UTF-16 surrogate (half of an
 * emoji), which PostgreSQL, JSON encoders and logs cannot store or print. Everything else passes:
 * emoji and other astral characters, Thai, Vietnamese, any script.
 *
 * Written for both regex modes: the API's validator (ajv) compiles patterns with the `u` flag,
 * the forms' TypeBox `Value` without it; `[\uD800-\uDBFF][\uDC00-\uDFFF]` is a surrogate pair
 * without `u` and never matches with it (a pair is then one code point, taken by the first
 * class). Unrolled (`run (pair run)*`) so a 100 kB value is checked in well under a millisecond.
 */
export const SAFE_TEXT_PATTERN =
  '^[^\\u0000\\uD800-\\uDFFF]*(?:[\\uD800-\\uDBFF][\\uDC00-\\uDFFF][^\\u0000\\uD800-\\uDFFF]*)*$';

/** A field's own pattern (anchored with `^`) joined with SAFE_TEXT_PATTERN: the safe-text check is a lookahead. */
export function safeTextAnd(pattern: string): string {
  if (!pattern.startsWith('^')) throw new Error(`safeTextAnd: pattern must start with ^ (${pattern})`);
  return `^(?=${SAFE_TEXT_PATTERN.slice(1)})${pattern.slice(1)}`;
}

/**
 * THE string schema of every text input (query, path params, bodies): a string that refuses NUL
 * and lone surrogates; a `pattern` given here is checked as well (see safeTextAnd). Give a
 * maxLength: inputs are bounded.
 */
export function Text(options: StringOptions = {}): TString {
  const { pattern, ...rest } = options;
  return Type.String({ ...rest, pattern: pattern ? safeTextAnd(pattern) : SAFE_TEXT_PATTERN });
}

/** A bounded optional text query parameter. */
export const OptionalText = (maxLength: number, options: StringOptions = {}): TOptional<TString> =>
  Type.Optional(Text({ maxLength, ...options }));

/**
 * Why numbers re-check their type (`allOf: [{ type }]`): the API's validator coerces query
 * strings to numbers, and ajv turns "Infinity", "-Infinity" and "1e309" into ±Infinity and then
 * skips minimum and maximum for a number that is not finite. The nested check sees the coerced
 * value and refuses anything not finite; for a finite number it changes nothing.
 */
const finite = (type: 'integer' | 'number') => ({ allOf: [{ type }] });

/**
 * THE integer schema of every numeric input: finite and within explicit bounds, also when it
 * comes as a query string ("Infinity", "1e309", "NaN" are 400 VALIDATION_FAILED).
 */
export function BoundedInteger(minimum: number, maximum: number, options: IntegerOptions = {}): TInteger {
  if (!Number.isSafeInteger(minimum) || !Number.isSafeInteger(maximum) || minimum > maximum)
    throw new Error(`BoundedInteger: bad bounds ${minimum}…${maximum}`);
  return Type.Integer({ ...options, minimum, maximum, ...finite('integer') });
}

/** A finite number within explicit bounds (see BoundedInteger). */
export function BoundedNumber(minimum: number, maximum: number, options: NumberOptions = {}): TNumber {
  if (!Number.isFinite(minimum) || !Number.isFinite(maximum) || minimum > maximum)
    throw new Error(`BoundedNumber: bad bounds ${minimum}…${maximum}`);
  return Type.Number({ ...options, minimum, maximum, ...finite('number') });
}

/** page numbers of every paged endpoint: 1 … MAX_PAGE */
export const PageNumber = (options: IntegerOptions = {}) => BoundedInteger(1, MAX_PAGE, options);

export { SAFE_LINK_PATTERN, isSafeLink } from '@rednest/shared/format/rules';

/** A link in an answer (banners, content pictures): documented with SAFE_LINK_PATTERN. */
export const LinkUrl = (options: StringOptions = {}) =>
  Type.String({ maxLength: 2000, pattern: SAFE_LINK_PATTERN, ...options });

export const ApiErrorSchema = Type.Object({
  code: Type.String({ description: 'stable machine code, e.g. VALIDATION_FAILED, ROOM_SOLD_OUT' }),
  message: Type.String({ description: 'what a person can read' }),
  details: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String(),
        message: Type.String(),
        value: Type.Optional(
          Type.String({
            description:
              'the bound the field must meet, machine-readable: INVALID_DATES on check_in_date gives the earliest check-in (DD-MM-YYYY)',
          }),
        ),
      }),
    ),
  ),
  request_id: Type.Optional(Type.String()),
});

/** Money as an integer in the currency's minor units (see CURRENCIES[code].exponent). */
export const MoneySchema = Type.Object({ amount: Type.Integer(), currency: Type.String() });

export const OkSchema = Type.Object({ ok: Type.Boolean() });

/** An endpoint that takes no query parameters of its own (the common ones of spec §7 are always allowed). */
export const NoQuerySchema = Type.Object({});

export type ApiError = Static<typeof ApiErrorSchema>;
export type Money = Static<typeof MoneySchema>;

/**
 * The language an object's texts (a room's name, a description, a review) are in: the site's own
 * where the data has it, else the fall-back (English) or, for a guest's review, the language it was
 * written in. A page marks texts in another language than its own with `lang` (screen readers).
 */
export const TextLang = () =>
  Type.Optional(LiteralUnion(LANGUAGES, { description: "the language of this object's texts: en | id | vi | th" }));
