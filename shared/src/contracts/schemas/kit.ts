/**
 * Building blocks of the contract's TypeBox schemas: every schema file builds from these, so a
 * rule about a kind of field (nullable, an enumeration, a page number) is written once.
 */
import { Type, type Static, type TLiteral, type TNull, type TSchema, type TUnion, type SchemaOptions } from '@sinclair/typebox';
import { MAX_PAGE } from '@rednest/shared/format/rules';

export const Nullable = <T extends TSchema>(t: T): TUnion<[T, TNull]> => Type.Union([t, Type.Null()]);

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** A literal union built from a shared `as const` list: `LiteralUnion(BOOKING_LIST_TYPES)`. */
export function LiteralUnion<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnion<Literals<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    { description: values.join(' | '), ...options },
  ) as unknown as TUnion<Literals<T>>;
}

/** page numbers of every paged endpoint: 1 … MAX_PAGE */
export const PageNumber = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_PAGE, ...options });

/** A bounded optional text query parameter. */
export const OptionalText = (maxLength: number, options: SchemaOptions = {}) => Type.Optional(Type.String({ maxLength, ...options }));

export const ApiErrorSchema = Type.Object({
  code: Type.String({ description: 'stable machine code, e.g. VALIDATION_FAILED, ROOM_SOLD_OUT' }),
  message: Type.String({ description: 'what a person can read' }),
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  request_id: Type.Optional(Type.String()),
});

/** Money as an integer in the currency's minor units (see CURRENCIES[code].exponent). */
export const MoneySchema = Type.Object({ amount: Type.Integer(), currency: Type.String() });

export const OkSchema = Type.Object({ ok: Type.Boolean() });

/** An endpoint that takes no query parameters of its own (the common ones of spec §7 are always allowed). */
export const NoQuerySchema = Type.Object({});

export type ApiError = Static<typeof ApiErrorSchema>;
export type Money = Static<typeof MoneySchema>;
