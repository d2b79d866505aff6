import { mountRootParcel } from 'single-spa';
import { RemoteSlot, RemoteTimeoutError, type RemoteLifecycles, type RemoteSlotDeps } from './remote-slot';

function fakeRemote(text: string, opts: { throwOnMount?: boolean } = {}): RemoteLifecycles {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props) => {
      if (opts.throwOnMount) throw new Error('boom in mount');
      const el = document.getElementById(`single-spa-application:${props.name}`) as HTMLElement;
      el.insertAdjacentHTML('beforeend', `<p data-remote-content>${text}</p>`);
    }),
    unmount: jest.fn(async (props) => {
      document.getElementById(`single-spa-application:${props.name}`)?.querySelector('[data-remote-content]')?.remove();
    }),
  };
}

function setup(load: RemoteSlotDeps['load'], timeoutMs = 50) {
  document.body.innerHTML = '<div id="single-spa-application:mf_search"></div>';
  const container = document.getElementById('single-spa-application:mf_search') as HTMLElement;
  const failures: Array<[string, string]> = [];
  const loading: boolean[] = [];
  let retry: (() => void) | null = null;
  const deps: RemoteSlotDeps = {
    load,
    container: () => container,
    timeoutMs: () => timeoutMs,
    renderFallback: (host, { onRetry }) => {
      host.innerHTML = '<div role="alert">This part of the page couldn\'t load.<button>Retry</button></div>';
      retry = onRetry;
      return () => {
        host.innerHTML = '';
      };
    },
    onFailure: (_n, phase, error) => failures.push([phase, (error as Error).name]),
    onLoading: (_n, on) => loading.push(on),
  };
  const slot = new RemoteSlot('mf_search', deps);
  return { slot, container, failures, loading, clickRetry: () => retry?.() };
}

const props = { name: 'mf_search' };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('RemoteSlot failure isolation', () => {
  it('mounts a remote that loads', async () => {
    const remote = fakeRemote('home');
    const { slot, container, loading } = setup(async () => remote);
    await slot.mount(props);
    expect(container.textContent).toBe('home');
    expect(slot.state).toBe('mounted');
    expect(loading).toEqual([true, false]);
    await slot.unmount(props);
    expect(container.textContent).toBe('');
  });

  it('shows the fallback in its own container when the load fails, and Retry loads again without a reload', async () => {
    let serverUp = false;
    const remote = fakeRemote('back again');
    const load = jest.fn(async (_name: string, fresh: boolean) => {
      if (!serverUp) throw new Error('ScriptNetworkError');
      expect(fresh).toBe(true); // a retry asks for a fresh manifest
      return remote;
    });
    const { slot, container, failures, clickRetry } = setup(load);
    await expect(slot.mount(props)).resolves.toBeUndefined(); // never rejects into single-spa
    expect(container.querySelector('[role="alert"]')?.textContent).toContain("couldn't load");
    expect(failures).toEqual([['load', 'Error']]);

    serverUp = true;
    clickRetry();
    await flush();
    await flush();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('back again');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the timeout and shows the fallback', async () => {
    const { slot, container, failures } = setup(() => new Promise(() => undefined), 20);
    await slot.mount(props);
    expect(failures).toEqual([['load', RemoteTimeoutError.name]]);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('shows the fallback when the remote throws on mount', async () => {
    const { slot, container, failures } = setup(async () => fakeRemote('x', { throwOnMount: true }));
    await slot.mount(props);
    expect(failures).toEqual([['mount', 'Error']]);
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    await slot.unmount(props);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('rejects a module that is not single-spa lifecycles', async () => {
    const { slot, failures } = setup(async () => ({}) as RemoteLifecycles);
    await slot.mount(props);
    expect(failures).toEqual([['load', 'Error']]);
  });

  it('does not mount a slow load after the visitor navigated away', async () => {
    let resolve: (r: RemoteLifecycles) => void = () => undefined;
    const remote = fakeRemote('late');
    const { slot, container } = setup(() => new Promise((r) => (resolve = r)), 1000);
    const mounting = slot.mount(props);
    await slot.unmount(props);
    resolve(remote);
    await mounting;
    expect(container.textContent).toBe('');
    expect(remote.mount).not.toHaveBeenCalled();
  });

  it('a remote that takes 8 s to load and draw on a slow phone mounts without single-spa reporting an error', async () => {
    jest.useFakeTimers();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const remote = fakeRemote('slow but fine');
      const { slot, container } = setup(() => new Promise((r) => setTimeout(() => r(remote), 8000)), 10_000);
      const parcel = mountRootParcel({ name: 'mf_search', ...slot.lifecycles$() }, { domElement: container });
      await jest.advanceTimersByTimeAsync(8000);
      await parcel.mountPromise;
      expect(container.textContent).toBe('slow but fine');
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      jest.useRealTimers();
    }
  });
});
