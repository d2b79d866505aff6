import { screen, waitFor, within } from '@testing-library/react';
import { createFakeShellProps, mountRemote } from '@rednest/shared/testing';
import { bootstrap, mount, unmount } from './app';

describe('mf_account single-spa lifecycles', () => {
  it('mounts the sign-in page into the container single-spa gives it, and unmounts cleanly', async () => {
    window.history.replaceState(null, '', '/en-id/signIn');
    const remote = await mountRemote({ bootstrap, mount, unmount }, createFakeShellProps(), 'mf_account');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument());
    await remote.unmount();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows an error panel in its own area and tells the shell when a page throws while rendering', async () => {
    window.history.replaceState(null, '', '/en-id/signIn');
    const shell = createFakeShellProps();
    const failures: Array<{ remote: string; phase: string; message: string }> = [];
    const sub = shell.bus.on('remote.failed.v1').subscribe((e) => failures.push(e.payload));
    // a session store that breaks on read stands in for any bug in a page
    const brokenSession = {
      ...shell.session,
      isLoggedIn: (): boolean => {
        throw new Error('store exploded');
      },
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remote = await mountRemote({ bootstrap, mount, unmount }, { ...shell, session: brokenSession }, 'mf_account');
    await waitFor(() =>
      expect(within(remote.domElement).getByRole('alert')).toHaveTextContent(
        'This part of the page could not be shown.',
      ),
    );
    // a translated message for the person; the error itself goes to the shell only
    expect(within(remote.domElement).getByRole('alert')).not.toHaveTextContent('store exploded');
    expect(failures).toEqual([{ remote: 'mf_account', phase: 'render', message: 'store exploded' }]);
    await remote.unmount();
    spy.mockRestore();
    sub.unsubscribe();
  });
});
