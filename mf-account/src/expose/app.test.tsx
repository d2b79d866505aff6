import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeShellProps } from '@rednest/shared/testing';
import { bootstrap, mount, unmount } from './app';

type Lifecycle = (props: object) => Promise<unknown>;

describe('mf_account single-spa lifecycles', () => {
  it('mounts the sign-in page into the container single-spa gives it, and unmounts cleanly', async () => {
    window.history.replaceState(null, '', '/en-id/signIn');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { ...createFakeShellProps(), name: 'mf_account', domElement, singleSpa: {}, mountParcel: () => undefined };
    await (bootstrap as Lifecycle)(props);
    // the lifecycle resolves once React has rendered, which act() only lets happen when its scope ends
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = (mount as Lifecycle)(props);
    });
    await mounted;
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument());
    // the lifecycle resolves once React has rendered, which act() only lets happen when its scope ends
    let unmounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounted = (unmount as Lifecycle)(props);
    });
    await unmounted;
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows an error panel in its own area and tells the shell when a page throws while rendering', async () => {
    window.history.replaceState(null, '', '/en-id/signIn');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const shell = createFakeShellProps();
    const failures: Array<{ remote: string; phase: string; message: string }> = [];
    const sub = shell.bus.on('remote.failed.v1').subscribe((e) => failures.push(e.payload));
    // a session store that breaks on read stands in for any bug in a page
    const brokenSession = { ...shell.session, isLoggedIn: (): boolean => { throw new Error('store exploded'); } };
    const props = { ...shell, session: brokenSession, name: 'mf_account', domElement, singleSpa: {}, mountParcel: () => undefined };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await (bootstrap as Lifecycle)(props);
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = (mount as Lifecycle)(props);
    });
    await mounted;
    await waitFor(() => expect(within(domElement).getByRole('alert')).toHaveTextContent('store exploded'));
    expect(failures).toEqual([{ remote: 'mf_account', phase: 'render', message: 'store exploded' }]);
    let unmounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounted = (unmount as Lifecycle)(props);
    });
    await unmounted;
    spy.mockRestore();
    sub.unsubscribe();
  });
});
