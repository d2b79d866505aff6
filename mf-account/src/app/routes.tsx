import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ownerOfSegment } from '@rednest/shared/contracts';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { lazyWithPageTexts } from '../texts/page-texts';

// One chunk per page: the sign-in page does not carry sign-up's or the account page's
// code. While a page's chunk loads the remote renders nothing, so the shell's skeleton of the
// page stays in place (shell boot.scss hides it once the remote's container has content).
// Their texts: the sign-in page's and the dialog's ship with the entry; every other page fetches
// its page texts (texts/page-texts.ts) in parallel with its chunk.
// The signIn page and the desktop dialog share one chunk: both draw SignInPanel, and on desktop the
// page only redirects to the dialog, so two chunks downloaded the panel twice (3.6 + 3.6 ->
// 3.8 KB gzip on desktop sign-in; the phone page carries the dialog's few hundred bytes).
const SignInPage = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ './routes/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const FacebookCallbackPage = lazyWithPageTexts(() =>
  import('./routes/facebook-callback-page').then((m) => m.FacebookCallbackPage),
);
const SignUpPage = lazyWithPageTexts(() => import('./routes/sign-up-page').then((m) => m.SignUpPage));
const PhoneVerificationPage = lazyWithPageTexts(() =>
  import('./routes/phone-verification-page').then((m) => m.PhoneVerificationPage),
);
const EmailVerificationPage = lazyWithPageTexts(() =>
  import('./routes/email-verification-page').then((m) => m.EmailVerificationPage),
);
const ForgotPasswordPage = lazyWithPageTexts(() => import('./routes/password-pages').then((m) => m.ForgotPasswordPage));
const ChangePasswordPage = lazyWithPageTexts(() => import('./routes/password-pages').then((m) => m.ChangePasswordPage));
const CreatePasswordPage = lazyWithPageTexts(() => import('./routes/password-pages').then((m) => m.CreatePasswordPage));
const SettingsPage = lazyWithPageTexts(() => import('./routes/settings-page').then((m) => m.SettingsPage));
const BankAccountPage = lazyWithPageTexts(() => import('./routes/bank-account-page').then((m) => m.BankAccountPage));
const RegisterSuccessfullyPage = lazyWithPageTexts(() =>
  import('./routes/register-successfully-page').then((m) => m.RegisterSuccessfullyPage),
);
const SignInDialog = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ './sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);
const AccountPage = lazyWithPageTexts(() => import('./routes/account-page').then((m) => m.AccountPage));

/**
 * mf-account's pages under /{locale}. The shell activates this remote for every prefix it owns
 * (README); a path among them that no page draws yet goes to the locale's home (spec §2). On any
 * page, `#signIn` opens the sign-in dialog (desktop).
 */
export function AppRoutes() {
  const { pathname, hash } = useLocation();
  // The shell also activates us over another remote's page for the sign-in dialog (#signIn):
  // then we draw only the dialog, never a page of ours nor the catch-all redirect.
  const ownPage = ownerOfSegment(pathname.split('/')[1] ?? '') === 'mf_account';
  return (
    <Suspense fallback={null}>
      {hash === '#signIn' ? <SignInDialog /> : null}
      {ownPage ? (
        <Routes>
          <Route path="signIn" element={<SignInPage />} />
          {/* Facebook's login dialog sends the browser back here (features/social-sign-in/utils/facebook-login.ts) */}
          <Route path="signIn/facebook" element={<FacebookCallbackPage />} />
          <Route path="signUp" element={<SignUpPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="phoneVerification/:isSignIn" element={<PhoneVerificationPage />} />
          <Route path="email-verification" element={<EmailVerificationPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="password-verify" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ForgotPasswordPage />} />
          <Route path="changePassword" element={<ChangePasswordPage />} />
          <Route path="createPassword" element={<CreatePasswordPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="bank-account-details" element={<BankAccountPage />} />
          <Route path="register-successfully" element={<RegisterSuccessfullyPage />} />
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      ) : null}
    </Suspense>
  );
}
