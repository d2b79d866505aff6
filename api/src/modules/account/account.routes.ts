/** Sign-in, sign-up, profile and sign-out (catalogue rows login, signup, profile, logout). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { accountDocs } from './account.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from './credential-limits.ts';
import { CODE_CHECK_ROUTE_LIMIT, CODE_SEND_ROUTE_LIMIT } from './code-limits.ts';

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';

export async function accountRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { service, otp, limits, socialIdentity, bankAccounts: bank } = services.account;
  /** a sign-in's answer, after noting the device (User-Agent) its new token belongs to (settings' devices list) */
  const withDevice = async <T extends { access_token: string }>(
    request: { headers: { 'user-agent'?: string } },
    signedIn: Promise<T>,
  ): Promise<T> => {
    const info = await signedIn;
    await services.tokens.recordDevice(info.access_token, request.headers['user-agent']);
    return info;
  };
  const sendLimit = CODE_SEND_ROUTE_LIMIT;
  const verifyLimit = CODE_CHECK_ROUTE_LIMIT;

  defineEndpoint(app, 'login', {
    description: accountDocs.login,
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforeSignIn(request.body.email, request.ip),
    handler: async (request) =>
      withDevice(
        request,
        limits.signIn(request.body.email, request.ip, () => service.login(request.body)),
      ),
  });

  defineEndpoint(app, 'signup', {
    description: accountDocs.signup,
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    preHandler: async (request) => limits.beforeSignUp(request.ip),
    handler: async (request) =>
      withDevice(
        request,
        limits.signUp(request.ip, () => service.signup(request.body)),
      ),
  });

  defineEndpoint(app, 'otaOnboard', {
    description: accountDocs.otaOnboard,
    rateLimit: { max: SIGN_UP_LIMITS.perIpPer10Minutes, timeWindow: 10 * 60_000 },
    handler: async (request) => service.otaOnboard(request.query.token),
  });

  defineEndpoint(app, 'fbLogin', {
    description: accountDocs.fbLogin,
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    handler: async (request) =>
      withDevice(request, service.signInWithProvider(await socialIdentity.identify(request.body), request.body.locale)),
  });

  defineEndpoint(app, 'profile', {
    handler: async (request) => service.profile(request.auth, bearerOf(request.headers.authorization)),
  });

  defineEndpoint(app, 'sendOtpPhoneEmail', {
    description: accountDocs.sendOtpPhoneEmail,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendLoginCode(request.body, request.ip),
  });
  defineEndpoint(app, 'otpLogin', {
    description: accountDocs.otpLogin,
    rateLimit: verifyLimit,
    handler: async (request) => withDevice(request, otp.loginWithCode(request.body, 'sms', request.ip)),
  });
  defineEndpoint(app, 'emailOtpLogin', {
    description: accountDocs.emailOtpLogin,
    rateLimit: verifyLimit,
    handler: async (request) => withDevice(request, otp.loginWithCode(request.body, 'email', request.ip)),
  });
  defineEndpoint(app, 'sendEmailVerificationOtp', {
    description: accountDocs.sendEmailVerificationOtp,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendEmailVerification(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'verifyUserEmail', {
    description: accountDocs.verifyUserEmail,
    rateLimit: verifyLimit,
    handler: async (request) => otp.verifyEmail(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'sendVerificationCode', {
    description: accountDocs.sendVerificationCode,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendPhoneVerification(request.auth, request.query, request.ip),
  });
  defineEndpoint(app, 'verifyVerificationCode', {
    description: accountDocs.verifyVerificationCode,
    rateLimit: verifyLimit,
    handler: async (request) => otp.verifyPhone(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'storePrimaryPhone', {
    description: accountDocs.storePrimaryPhone,
    handler: async (request) => otp.storePrimaryPhone(request.auth, request.body),
  });
  defineEndpoint(app, 'forgotPasswordApp', {
    description: accountDocs.forgotPasswordApp,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendPasswordReset(request.body, request.ip),
  });
  defineEndpoint(app, 'forgotPasswordCorporate', {
    description: accountDocs.forgotPasswordCorporate,
    rateLimit: sendLimit,
    handler: async (request) => otp.sendPasswordReset(request.body, request.ip),
  });
  defineEndpoint(app, 'resetPassword', {
    description: accountDocs.resetPassword,
    rateLimit: verifyLimit,
    handler: async (request) => otp.resetPassword(request.body, request.ip),
  });
  defineEndpoint(app, 'changePassword', {
    description: accountDocs.changePassword,
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforePasswordChange(request.auth.userId),
    handler: async (request) =>
      limits.passwordChange(request.auth.userId, () => service.changePassword(request.auth, request.body)),
  });

  defineEndpoint(app, 'updateUserInfo', {
    description: accountDocs.updateUserInfo,
    handler: async (request) =>
      service.updateUserInfo(request.auth, bearerOf(request.headers.authorization), request.body),
  });
  defineEndpoint(app, 'updateWhatsappStatus', {
    handler: async (request) =>
      service.updatePreferences(request.auth, { whatsappOptIn: request.body.whatsapp_status }),
  });
  defineEndpoint(app, 'userDemographics', {
    description: accountDocs.userDemographics,
    handler: async (request) => service.demographics(request.auth),
  });
  defineEndpoint(app, 'updateUnsubscribed', {
    handler: async (request) => service.updatePreferences(request.auth, { unsubscribed: request.body.is_unsubscribed }),
  });

  defineEndpoint(app, 'userSessions', {
    description: accountDocs.userSessions,
    handler: async (request) => service.sessions(request.auth),
  });
  defineEndpoint(app, 'revokeUserSession', {
    description: accountDocs.revokeUserSession,
    handler: async (request) => service.revokeSession(request.auth, request.query.session_id),
  });

  defineEndpoint(app, 'bankList', {
    description: accountDocs.bankList,
    handler: async (request) =>
      bank.bankList(
        request.query.country_code ??
          (request.auth.userId !== null ? await services.account.countryOf(request.auth.userId) : undefined),
      ),
  });
  defineEndpoint(app, 'bankAccountDetails', {
    description: accountDocs.bankAccountDetails,
    handler: async (request) => bank.details(request.auth),
  });
  defineEndpoint(app, 'sendBankDetailsCode', {
    description: accountDocs.sendBankDetailsCode,
    rateLimit: sendLimit,
    handler: async (request) => bank.sendCode(request.auth, request.body, request.ip),
  });
  defineEndpoint(app, 'saveBankAccountDetails', {
    description: accountDocs.saveBankAccountDetails,
    rateLimit: { max: SIGN_IN_LIMITS.perIpPerMinute, timeWindow: 60_000 },
    preHandler: async (request) => limits.beforePasswordChange(request.auth.userId),
    handler: async (request) =>
      limits.passwordChange(request.auth.userId, () => bank.save(request.auth, request.body, request.ip)),
  });

  defineEndpoint(app, 'saveUserPaymentOptions', {
    description: accountDocs.saveUserPaymentOptions,
    handler: async (request) => service.savePaymentPreference(request.auth, request.body.payment_method),
  });

  defineEndpoint(app, 'logout', {
    description: accountDocs.logout,
    handler: async (request) =>
      service.logout(request.auth, request.headers.authorization, request.query.everywhere === 'true'),
  });
}
