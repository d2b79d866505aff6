/**
 * fb_login's two forms → a checked identity:
 *   - `access_token`: the provider's ID token itself (Google's button, Facebook Limited Login);
 *   - `code` + `code_verifier` + `redirect_uri` + `nonce` (Facebook on the web): the OpenID Connect
 *     code flow with PKCE. redirect_uri must be a page of this site (http/return-url.ts, the same
 *     check as a checkout's return URL), the code is exchanged at the provider's token endpoint
 *     (oidc-code.ts), and the ID token it yields goes through the same verifier with its `nonce`.
 * Either way, email and names come from a verified token only.
 */
import type { SocialLoginBody } from '@rednest/shared/contracts/dto';
import type { IdProviderConfig } from '../../config/env.ts';
import { AppError, validationFailed } from '../../errors.ts';
import { siteReturnUrl } from '../../http/return-url.ts';
import type { IdProvider, IdTokenIdentity, IdTokenVerifier } from './id-token.ts';
import type { CodeExchange } from './oidc-code.ts';

const PROVIDER_NAMES: Record<IdProvider, string> = { google: 'Google', facebook: 'Facebook' };
const CODE_FIELDS = ['code_verifier', 'redirect_uri', 'nonce'] as const;

export function createSocialIdentity(deps: {
  providers: Record<IdProvider, IdProviderConfig | null>;
  verifier: IdTokenVerifier;
  exchange: CodeExchange;
  isSiteOrigin: (origin: string) => boolean;
  now: () => Date;
}) {
  return {
    async identify(body: SocialLoginBody): Promise<IdTokenIdentity> {
      if (body.code === undefined) {
        if (body.access_token === undefined)
          throw validationFailed([
            { field: 'access_token', message: 'is required (or code with code_verifier, redirect_uri and nonce)' },
          ]);
        return deps.verifier.verify(body.provider, body.access_token, deps.now());
      }
      if (body.access_token !== undefined)
        throw validationFailed([{ field: 'code', message: 'is sent without access_token: one form per sign-in' }]);
      const missing = CODE_FIELDS.filter((field) => body[field] === undefined);
      if (missing.length) throw validationFailed(missing.map((field) => ({ field, message: 'is required with code' })));
      const config = deps.providers[body.provider];
      if (!config)
        throw new AppError(
          'PROVIDER_NOT_CONFIGURED',
          `Sign-in with ${PROVIDER_NAMES[body.provider]} is not available here.`,
          400,
        );
      if (!config.codeFlow)
        throw validationFailed([
          { field: 'code', message: `is not taken for ${body.provider}: send its ID token as access_token` },
        ]);
      siteReturnUrl(body.redirect_uri!, deps.isSiteOrigin, 'redirect_uri');
      const idToken = await deps.exchange.idTokenFor(
        body.provider,
        { clientId: config.audience, tokenUrl: config.codeFlow.tokenUrl },
        {
          code: body.code,
          codeVerifier: body.code_verifier!,
          redirectUri: body.redirect_uri!,
        },
      );
      return deps.verifier.verify(body.provider, idToken, deps.now(), { nonce: body.nonce! });
    },
  };
}
