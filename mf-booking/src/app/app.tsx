import { RemoteRoot, type ShellProps } from '@rednest/shared/remote';
import { texts } from './labels';
import { AppRoutes } from './routes';

/** Root component: single-spa (or the standalone page) passes the ShellProps as props. */
export function App(props: ShellProps) {
  return (
    <RemoteRoot shell={props} texts={texts}>
      <AppRoutes />
    </RemoteRoot>
  );
}
