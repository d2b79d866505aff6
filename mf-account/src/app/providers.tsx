import type { ReactNode } from 'react';
import type { ShellProps } from '@rednest/shared/session';
import { ShellProvider } from '@rednest/shared/remote';
import { registerAccountLabels } from './labels';

registerAccountLabels();

/** Everything a page of mf-account needs around it: the shell's instances and our texts. */
export function AppProviders({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return <ShellProvider value={shell}>{children}</ShellProvider>;
}
