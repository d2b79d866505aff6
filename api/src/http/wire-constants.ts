/**
 * The wire constants of shared/src/contracts/wire.ts. @rednest/shared exports no
 * `./contracts/wire` subpath and its `./contracts` index re-exports through CommonJS, which
 * ESM named imports cannot see under tsx; require() reads it reliably. (Requested: a
 * `./contracts/wire` export in shared/package.json, then this becomes a plain import.)
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const contracts = require('@rednest/shared/contracts') as typeof import('@rednest/shared/contracts');

export const { AES_IV_SEPARATOR, HMAC_MAX_SKEW_SECONDS, HMAC_SIGNATURE_HEADER, HMAC_TIMESTAMP_HEADER, WIRE_AES_PASSPHRASE, WIRE_HMAC_SECRET, hmacMessage } = contracts;
