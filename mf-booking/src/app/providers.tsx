import type { ReactNode } from 'react';
import type { ShellProps } from '@rednest/shared/session';
import { ShellProvider } from '@rednest/shared/remote';
import { registerBookingLabels } from './labels';

registerBookingLabels();

/** Everything a page of mf-booking needs around it: the shell's instances and our texts. */
export function AppProviders({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return <ShellProvider value={shell}>{children}</ShellProvider>;
}
