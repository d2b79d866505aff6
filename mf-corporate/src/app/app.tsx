import { RemoteRoot, type ShellProps } from '@rednest/shared/remote';
import { texts } from './labels';
import { AppRoutes } from './routes';

/** Root component: single-spa passes the ShellProps (plus its own props) as props. */
export function App(props: ShellProps) {
  return (
    <RemoteRoot shell={props} texts={texts}>
      <AppRoutes />
    </RemoteRoot>
  );
}
