/**
 * The contract's run-time values the API uses (TypeBox schemas, the schema rows, enumerations),
 * from `@rednest/shared/contracts` and `@rednest/shared/contracts/dto`. Types come straight from
 * those modules (`import type`); values come through here.
 *
 * Why `require` and not `import { … }`: shared's package.json has no "type": "module", so tsx
 * loads its .ts files as CommonJS, and Node's ESM import of a CommonJS module sees only the names
 * it can find statically. The `export * from` lines of dto.ts and contracts/index.ts are not found
 * ("does not provide an export named ENDPOINT_SCHEMAS"). `require` returns the whole module.
 * When shared declares "type": "module" (or re-exports by name), this file becomes plain
 * `export { … } from` lines.
 */
import { createRequire } from 'node:module';
import type * as Contracts from '@rednest/shared/contracts';
import type * as Dto from '@rednest/shared/contracts/dto';

const require = createRequire(import.meta.url);
const contracts = require('@rednest/shared/contracts') as typeof Contracts;
const dto = require('@rednest/shared/contracts/dto') as typeof Dto;

export const { ENDPOINT_SCHEMAS, ApiErrorSchema, PASSWORD_PATTERN } = dto;
// one-time codes (issue 9)
// profile (issue 9)
export const { GENDERS, PREFERRED_PAYMENT_METHODS } = dto;
// ways to pay (issue 10)
export const { PAYMENT_METHODS } = dto;
// self check-in and rate your stay (issue 10)
export const { FEEDBACK_TAGS, TRAVELLER_TYPES } = contracts;
export const { OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_SECONDS } = dto;
export const { BRAND_SLUGS, CONTENT_SECTIONS, EMAIL_PATTERN, LANGUAGES, PROPERTY_TYPES, SORT_TYPES, isOneOf } =
  contracts;
// search and discovery (issue 8)
export const {
  ADD_ON_TYPES,
  BRAND_TYPES,
  EXPERIMENT_NA,
  FACILITY_KEYS,
  IDEAL_FOR,
  LISTING_FILTER_KEYS,
  LOCATION_TAGS,
  PROPERTY_CATEGORIES,
  SEARCH_SORTS,
} = contracts;
// a booking's latest payment attempt (issue 10)
export const { PAYMENT_DECLINE_REASONS } = contracts;
// the site a host name serves (links in mails: http/site-origin.ts)
export const { siteOfHost } = contracts;
