import { createRemoteLifecycles } from './lifecycles';
import type { ShellProps } from './shell-props';

/**
 * The area a remote is mounted in says which build of it the page runs (`data-rn-release`, the
 * build's __RN_RELEASE__; 'test' under jest): support reads it, the e2e rollback proof waits for it.
 */
describe('createRemoteLifecycles', () => {
  // single-spa-react resolves mount from inside React's commit, as in a browser: not an act() scope
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    env.IS_REACT_ACT_ENVIRONMENT = before;
  });

  it('marks the area with the release while mounted, and only then', async () => {
    const area = document.createElement('div');
    area.id = 'single-spa-application:mf_test';
    document.body.appendChild(area);
    const lifecycles = createRemoteLifecycles({
      remote: 'mf_test',
      rootComponent: () => <p>hello</p>,
      labels: { renderError: 'x' },
    });
    const props = { name: 'mf_test', singleSpa: {}, mountParcel: () => undefined } as unknown as ShellProps;
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    expect(area.getAttribute('data-rn-release')).toBe('test');
    expect(area.textContent).toBe('hello');
    await lifecycles.unmount(props as never);
    expect(area.hasAttribute('data-rn-release')).toBe(false);
    expect(area.textContent).toBe('');
  });

  it('a tree that throws: mount still resolves, with the error panel in the area (not a hang)', async () => {
    const area = document.createElement('div');
    area.id = 'single-spa-application:mf_broken';
    document.body.appendChild(area);
    const Broken = () => {
      throw new Error('boom');
    };
    const lifecycles = createRemoteLifecycles({
      remote: 'mf_broken',
      rootComponent: Broken,
      labels: { renderError: 'search.renderError' },
    });
    const bus = { publish: jest.fn() };
    const props = { name: 'mf_broken', bus, singleSpa: {}, mountParcel: () => undefined } as unknown as ShellProps;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    await lifecycles.bootstrap(props as never);
    await lifecycles.mount(props as never);
    quiet.mockRestore();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(area.querySelector('[role="alert"], button')).not.toBeNull();
    expect(bus.publish).toHaveBeenCalledWith(
      'remote.failed.v1',
      expect.objectContaining({ remote: 'mf_broken', phase: 'render' }),
      'mf_broken',
    );
    await lifecycles.unmount(props as never);
  });
});
