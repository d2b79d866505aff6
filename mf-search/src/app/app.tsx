import { RemoteRoot, type ShellProps } from '@rednest/shared/remote';
import { texts } from './labels';
import { AppRoutes } from './routes';

/** The root every mount renders: shell props, api and query cache in context, texts, then the locale's routes. */
export function App(props: ShellProps) {
  return (
    <RemoteRoot shell={props} texts={texts}>
      <AppRoutes />
    </RemoteRoot>
  );
}
