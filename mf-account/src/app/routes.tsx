import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { ShellProps } from '@rednest/shared/session';
import { AppProviders } from './providers';
import { AccountPage } from './routes/account-page';
import { SignInPage } from './routes/sign-in-page';
import { SignUpPage } from './routes/sign-up-page';

/**
 * mf-account's pages under /{locale}. Paths it does not render fall to `*` → nothing: the shell
 * decides which remote is active, another remote or the shell's catch-all owns them.
 */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/signIn" element={<SignInPage />} />
      <Route path="/signUp" element={<SignUpPage />} />
      <Route path="/account" element={<AccountPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** The root component single-spa mounts; it receives the shell's custom props. */
export function AccountApp(props: ShellProps) {
  return (
    <AppProviders shell={props}>
      <BrowserRouter basename={`/${props.locale}`}>
        <AccountRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
