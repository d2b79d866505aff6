/** Front-end error logs (spec §7 monitoring). */
import { Type, type Static } from '@sinclair/typebox';

export const ErrorLogSchema = Type.Object({
  error: Type.String({ maxLength: 2000 }),
  errorCode: Type.String({ maxLength: 100 }),
  errorDescription: Type.String({ maxLength: 8000 }),
  userAgent: Type.String({ maxLength: 500 }),
  domain: Type.String({ maxLength: 255 }),
  apiEndpoint: Type.String({ maxLength: 500 }),
  apiVersion: Type.String({ maxLength: 20 }),
  appEnvironment: Type.String({ maxLength: 40 }),
});
export type ErrorLog = Static<typeof ErrorLogSchema>;

export const ErrorLogAcceptedSchema = Type.Object({ ok: Type.Boolean(), id: Type.Integer() });
