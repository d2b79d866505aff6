/**
 * What the shell chrome renders that is not site or session state: which remotes are loading
 * (full-screen loader), loaders requested by remotes over the bus, and a fatal error (error page).
 */
import { BehaviorSubject } from 'rxjs';

export interface ShellState {
  loadingRemotes: readonly string[];
  /** owners that asked for the loader with loader.toggle.v1 */
  loaderOwners: readonly string[];
  fatalError: Error | null;
}

const subject = new BehaviorSubject<ShellState>({ loadingRemotes: [], loaderOwners: [], fatalError: null });

export const shellState$ = subject.asObservable();
export const getShellState = () => subject.getValue();

function toggle(list: readonly string[], item: string, on: boolean): readonly string[] {
  const without = list.filter((x) => x !== item);
  return on ? [...without, item] : without;
}

export function setRemoteLoading(name: string, loading: boolean): void {
  const s = subject.getValue();
  subject.next({ ...s, loadingRemotes: toggle(s.loadingRemotes, name, loading) });
}

export function setLoaderOwner(owner: string, visible: boolean): void {
  const s = subject.getValue();
  subject.next({ ...s, loaderOwners: toggle(s.loaderOwners, owner, visible) });
}

export function showFatalError(error: Error): void {
  subject.next({ ...subject.getValue(), fatalError: error });
}

export function resetShellStateForTests(): void {
  subject.next({ loadingRemotes: [], loaderOwners: [], fatalError: null });
}
