/** The wire constants of shared/src/contracts/wire.ts, one import for the API's http layer. */
export {
  AES_IV_SEPARATOR,
  HMAC_MAX_SKEW_SECONDS,
  HMAC_SIGNATURE_HEADER,
  HMAC_TIMESTAMP_HEADER,
  WIRE_AES_PASSPHRASE,
  WIRE_HMAC_SECRET,
  hmacMessage,
} from '@rednest/shared/contracts/wire';
