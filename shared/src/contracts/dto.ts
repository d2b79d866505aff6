/**
 * The contract's TypeBox schemas, one file per domain under schemas/, and the schema half of
 * the endpoint catalogue. The API validates and documents with them and forms validate with
 * them; the rest of the browser imports their static types only (`import type`, through
 * `@rednest/shared/contracts`), so no schema code reaches pages that do not need it.
 * Field names follow the spec (§3) even where they are not our style (snake_case, `tarrif`).
 */
export * from './schemas/kit';
export * from './schemas/site';
export * from './schemas/search';
export * from './schemas/account';
export * from './schemas/booking';
export * from './schemas/booking-summary';
export * from './schemas/payment';
export * from './schemas/stay';
export * from './schemas/content';
export * from './schemas/monitor';
export * from './schemas/hotel';
export * from './schemas/discovery';
export * from './schemas/captcha';
export * from './schemas/incomplete-booking';
export * from './schemas/corporate';
export * from './schemas/ledger';
export * from './endpoint-schemas';
