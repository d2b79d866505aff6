import { Component, lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SessionStore } from '@rednest/shared/session';
import type { Locale } from '@rednest/shared/contracts';
import { Header } from '../layout/header';
import { Footer } from '../layout/footer';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { ErrorPage } from '../layout/error-page';
import { getShellState, shellState$, showFatalError } from './shell-state';
import type { Navigate } from './navigation';
import { retireStaticFrame } from './static-frame';

// The cookie notice shows once per visitor (then is remembered for 168 h): not on the critical path.
const CookieNotice = lazy(() => import('../layout/cookie-notice').then((m) => ({ default: m.CookieNotice })));

interface Props {
  session: SessionStore;
  navigate: Navigate;
  headerEl: HTMLElement;
  footerEl: HTMLElement;
  onSignOut: () => Promise<void>;
  onLocale: (locale: Locale) => void;
  onCurrency: (currency: string) => void;
  onRenderError: (error: Error, componentStack: string) => void;
  /** extra overlay content (the UI kit's toast host) */
  children?: ReactNode;
}

class ShellErrorBoundary extends Component<
  { onError: Props['onRenderError']; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    this.props.onError(error, info.componentStack ?? '');
  }
  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

function useShellState() {
  const [state, setState] = useState(getShellState);
  useEffect(() => {
    const sub = shellState$.subscribe(setState);
    return () => sub.unsubscribe();
  }, []);
  return state;
}

/** Takes the static frame the edge drew (src/first-view.tsx) away in the commit that draws the chrome's own, before the browser paints. */
function RetireStaticFrame({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => retireStaticFrame(container), [container]);
  return null;
}

/** A remote that loads from cache in a few ms should not flash a full-screen overlay. */
export const LOADER_DELAY_MS = 150;

function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}

/** The shell's own UI: header and footer (portals into the static HTML), loader, cookie notice, error page. */
export function ShellChrome(props: Props) {
  const { loadingRemotes, loaderOwners, fatalError } = useShellState();
  const remoteLoading = useDelayedFlag(loadingRemotes.length > 0, LOADER_DELAY_MS);
  const onError = (error: Error, stack: string) => {
    props.onRenderError(error, stack);
    showFatalError(error);
  };
  return (
    <ShellErrorBoundary onError={onError}>
      {fatalError ? (
        <ErrorPage />
      ) : (
        <>
          {createPortal(
            <>
              <Header
                session={props.session}
                navigate={props.navigate}
                onSignOut={props.onSignOut}
                onLocale={props.onLocale}
                onCurrency={props.onCurrency}
              />
              <RetireStaticFrame container={props.headerEl} />
            </>,
            props.headerEl,
          )}
          {createPortal(
            <>
              <Footer navigate={props.navigate} />
              <RetireStaticFrame container={props.footerEl} />
            </>,
            props.footerEl,
          )}
          {remoteLoading || loaderOwners.length > 0 ? <FullScreenLoader /> : null}
          <Suspense fallback={null}>
            <CookieNotice />
          </Suspense>
        </>
      )}
      {props.children}
    </ShellErrorBoundary>
  );
}
