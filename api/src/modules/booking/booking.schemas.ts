import { Type, type Static } from '@sinclair/typebox';

export const MyBookingsQuerySchema = Type.Object({
  type: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('completed'), Type.Literal('cancelled')], { default: 'upcoming' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});
export type MyBookingsQuery = Static<typeof MyBookingsQuerySchema>;
