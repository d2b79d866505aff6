import type { ShellProps } from '@rednest/shared/session';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** Root component: single-spa passes the ShellProps (plus its own props) as props. */
export function App(props: ShellProps) {
  const { bus, session, site, api, locale } = props;
  return (
    <Providers shell={{ bus, session, site, api, locale }}>
      <AppRoutes />
    </Providers>
  );
}
