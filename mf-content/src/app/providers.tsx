import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ShellProps } from '@rednest/shared/session';
import { ShellProvider } from '@rednest/shared/remote';

export function Providers({ shell, children }: { shell: ShellProps; children: ReactNode }) {
  return (
    <ShellProvider value={shell}>
      <BrowserRouter basename={`/${shell.locale}`}>{children}</BrowserRouter>
    </ShellProvider>
  );
}
