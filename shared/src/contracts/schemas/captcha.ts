/**
 * book_now's captcha: a self-hosted proof-of-work challenge (altcha-lib, ALTCHA v2
 * with a known counter). The browser finds the counter whose SHA-256 key starts with keyPrefix
 * and sends `{ challenge, solution }` as base64 JSON in the CAPTCHA_HEADER of book_now.
 */
import { Type, type Static } from '@sinclair/typebox';

export const CaptchaChallengeSchema = Type.Object(
  {
    parameters: Type.Object({
      algorithm: Type.String({ description: 'the key derivation: SHA-256' }),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Integer({ description: 'hash rounds per try' }),
      keyLength: Type.Integer(),
      keyPrefix: Type.String({ description: 'hex the derived key of the right counter starts with' }),
      data: Type.Object({ expires: Type.Integer({ description: 'unix seconds after which a solution is refused' }) }),
    }),
    signature: Type.String({
      description: 'HMAC of the parameters (the server checks it; nothing is stored until a solution is used)',
    }),
  },
  { description: 'A proof-of-work challenge for book_now, solved in the background by the browser.' },
);
export type CaptchaChallenge = Static<typeof CaptchaChallengeSchema>;
