import { act } from '@testing-library/react';
import type { ShellProps } from '@rednest/shared/remote';

type Lifecycle = (props: never) => Promise<unknown>;

export interface MountedRemote {
  /** the element single-spa handed the remote */
  domElement: HTMLElement;
  unmount(): Promise<void>;
}

/** Runs one lifecycle step; single-spa-react settles it from an effect, which act flushes once its callback returns. */
async function step(lifecycle: Lifecycle, props: unknown): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  await act(async () => {
    pending = lifecycle(props as never);
  });
  await pending;
}

/**
 * Bootstraps and mounts a remote's exposed lifecycles (expose/app.tsx) the way single-spa does:
 * shell props plus the application name and a fresh container element.
 */
export async function mountRemote(
  lifecycles: { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle },
  shellProps: ShellProps,
  name: string,
): Promise<MountedRemote> {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { ...shellProps, name, domElement, singleSpa: {}, mountParcel: () => undefined };
  await lifecycles.bootstrap(props as never);
  await step(lifecycles.mount, props);
  return { domElement, unmount: () => step(lifecycles.unmount, props) };
}
