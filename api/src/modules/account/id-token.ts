/**
 * Checks a Google or Facebook ID token with `jose`: the signature against the provider's key set
 * (fetched from its JWKS URL, cached, fetched again for an unknown key id), then audience, issuer,
 * expiry and a verified email. Every failure is a 4xx with its own code; nothing is taken from an
 * unchecked token.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IdProviderConfig } from '../../config/env.ts';
import { AppError } from '../../errors.ts';

export type IdProvider = 'google' | 'facebook';

/** What the API takes from a checked token. */
export interface IdTokenIdentity {
  provider: IdProvider;
  /** the provider's stable user id (`sub`) */
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** seconds of clock difference allowed on exp/iat/nbf */
const CLOCK_TOLERANCE_SECONDS = 30;
const ALGORITHMS = ['RS256'];

const refused = (code: string, message: string) => new AppError(code, message, 401);

/** jose's error codes → ours (jose errors carry a stable `code`) */
function toAppError(error: unknown): AppError {
  const code = (error as { code?: string; claim?: string }).code;
  const claim = (error as { claim?: string }).claim;
  if (code === 'ERR_JWT_EXPIRED') return refused('ID_TOKEN_EXPIRED', 'Your sign-in has expired. Please try again.');
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'aud')
    return refused('ID_TOKEN_WRONG_AUDIENCE', 'This sign-in was not made for this site.');
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'iss')
    return refused('ID_TOKEN_WRONG_ISSUER', 'This sign-in does not come from the provider.');
  if (code === 'ERR_JWKS_NO_MATCHING_KEY')
    return refused('ID_TOKEN_UNKNOWN_KEY', 'This sign-in was signed with a key the provider does not list.');
  if (
    code === 'ERR_JWKS_TIMEOUT' ||
    code === 'ERR_JWKS_INVALID' ||
    code === 'ERR_JOSE_GENERIC' ||
    !code?.startsWith('ERR_')
  ) {
    // the key set could not be fetched (network, timeout, not 200, not a key set): the provider's side, try again later
    return new AppError(
      'ID_PROVIDER_UNAVAILABLE',
      'We could not check this sign-in with the provider just now. Please try again in a moment.',
      503,
    );
  }
  return refused('ID_TOKEN_INVALID', 'This sign-in could not be verified. Please try again.');
}

export function createIdTokenVerifier(providers: Record<IdProvider, IdProviderConfig | null>) {
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keySetOf = (url: string) => {
    let set = keySets.get(url);
    if (!set)
      keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 })));
    return set;
  };

  return {
    /**
     * `expected.nonce`: the token's `nonce` claim must equal it (the code flow sends one to the
     * provider's dialog), else 401 ID_TOKEN_NONCE_MISMATCH.
     */
    async verify(
      provider: IdProvider,
      token: string,
      now: Date,
      expected: { nonce?: string } = {},
    ): Promise<IdTokenIdentity> {
      const config = providers[provider];
      if (!config)
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          `Sign-in with ${provider === 'google' ? 'Google' : 'Facebook'} is not available here.`,
          400,
        );
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keySetOf(config.jwksUrl), {
          algorithms: ALGORITHMS,
          audience: config.audience,
          issuer: config.issuers,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        throw toAppError(error);
      }
      const claims = payload as JWTPayload & {
        email?: unknown;
        email_verified?: unknown;
        given_name?: unknown;
        family_name?: unknown;
        name?: unknown;
        nonce?: unknown;
      };
      // a token minted for another sign-in (replayed, or injected into this one) carries another nonce
      if (expected.nonce !== undefined && claims.nonce !== expected.nonce)
        throw refused('ID_TOKEN_NONCE_MISMATCH', 'This sign-in does not belong to this attempt. Please try again.');
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
        throw new AppError(
          'ID_TOKEN_NO_EMAIL',
          'This account did not share an email address. Please sign in another way.',
          400,
        );
      // Google marks verified addresses; Facebook shares only confirmed ones and sends no such claim.
      const verified =
        claims.email_verified === true ||
        claims.email_verified === 'true' ||
        (provider === 'facebook' && claims.email_verified === undefined);
      if (!verified)
        throw new AppError(
          'EMAIL_NOT_VERIFIED',
          'Your email address is not verified with the provider. Verify it there, or sign in another way.',
          403,
        );
      const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 80) : '');
      const [first = '', ...rest] = text(claims.name).split(/\s+/);
      return {
        provider,
        subject: String(claims.sub),
        email,
        firstName: text(claims.given_name) || first || email.split('@')[0]!.slice(0, 80),
        lastName: text(claims.given_name) ? text(claims.family_name) : rest.join(' '),
      };
    },
  };
}
export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
