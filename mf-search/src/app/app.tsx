import type { ShellProps } from '@rednest/shared/session';
import { ShellProvider } from './providers';
import { AppRoutes } from './routes';

/** The root every mount renders: shell props in context, then the locale's routes. */
export function App(props: ShellProps) {
  const { bus, session, site, api, locale } = props;
  return (
    <ShellProvider shell={{ bus, session, site, api, locale }}>
      <AppRoutes locale={locale} />
    </ShellProvider>
  );
}
