/** Front-end error logs (spec §7 monitoring). */
import { Type, type Static } from '@sinclair/typebox';
import { Text } from './kit';

export const ErrorLogSchema = Type.Object({
  error: Text({ maxLength: 2000 }),
  errorCode: Text({ maxLength: 100 }),
  errorDescription: Text({ maxLength: 8000 }),
  userAgent: Text({ maxLength: 500 }),
  domain: Text({ maxLength: 255 }),
  apiEndpoint: Text({ maxLength: 500 }),
  apiVersion: Text({ maxLength: 20 }),
  appEnvironment: Text({ maxLength: 40 }),
});
export type ErrorLog = Static<typeof ErrorLogSchema>;

export const ErrorLogAcceptedSchema = Type.Object({ ok: Type.Boolean(), id: Type.Integer() });
