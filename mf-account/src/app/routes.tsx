import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { AccountPage } from './routes/account-page';
import { SignInPage } from './routes/sign-in-page';
import { SignUpPage } from './routes/sign-up-page';

/**
 * mf-account's pages under /{locale}. The shell activates this remote for every prefix it owns
 * (README); a path among them that no page draws yet goes to the locale's home (spec §2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="signIn" element={<SignInPage />} />
      <Route path="signUp" element={<SignUpPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
