import { act, screen, waitFor } from '@testing-library/react';
import { createFakeShellProps } from '@rednest/shared/testing';
import { bootstrap, mount, unmount } from './app';

type Lifecycle = (props: object) => Promise<unknown>;

describe('mf_booking single-spa lifecycles', () => {
  it('mounts the my-bookings page into the container single-spa gives it, and unmounts cleanly', async () => {
    window.history.replaceState(null, '', '/en-id/my-bookings');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { ...createFakeShellProps(), name: 'mf_booking', domElement, singleSpa: {}, mountParcel: () => undefined };
    await (bootstrap as Lifecycle)(props);
    // the lifecycle resolves once React has rendered, which act() only lets happen when its scope ends
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = (mount as Lifecycle)(props);
    });
    await mounted;
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument());
    // the lifecycle resolves once React has rendered, which act() only lets happen when its scope ends
    let unmounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      unmounted = (unmount as Lifecycle)(props);
    });
    await unmounted;
    expect(screen.queryByRole('heading', { name: 'My bookings' })).not.toBeInTheDocument();
  });
});
