import { createContext, useContext, type ReactNode } from 'react';
import type { ShellProps } from '@rednest/shared/session';

/**
 * The custom props single-spa hands this remote (bus, session, site, api, locale). Features read
 * the api client from here rather than importing the singleton, so a test can hand in a fake api
 * and the page behaves exactly as it would under the shell.
 */
const ShellContext = createContext<ShellProps | null>(null);

export function ShellProvider({ value, children }: { value: ShellProps; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellProps {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() must be used inside <ShellProvider>');
  return value;
}
