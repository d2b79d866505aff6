import { act, screen } from '@testing-library/react';
import type { BusEvent } from '@rednest/shared/contracts';
import { createFakeShellProps } from '@rednest/shared/testing';
import { bootstrap, mount, unmount } from './app';

it('mounts the home page into the element single-spa gives it and unmounts cleanly', async () => {
  window.history.replaceState(null, '', '/en-id');
  const props = createFakeShellProps({ api: { loadBanners: { banners: [] }, areasCdn: { areas: [] } } });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const lifecycleProps = { ...props, name: 'mf_search', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  await bootstrap(lifecycleProps);
  // single-spa-react resolves mount from an effect, which act only flushes once its callback returns
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = mount(lifecycleProps);
  });
  await mounted;
  expect(await screen.findByRole('combobox', { name: 'Where are you going?' })).toBeInTheDocument();
  let unmounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    unmounted = unmount(lifecycleProps);
  });
  await unmounted;
  expect(domElement).toBeEmptyDOMElement();
});

it('reports a render error to the shell and shows a fallback in its own area', async () => {
  window.history.replaceState(null, '', '/en-id');
  const props = createFakeShellProps({});
  const events: BusEvent<'remote.failed.v1'>[] = [];
  props.bus.on('remote.failed.v1').subscribe((e) => events.push(e));
  // a broken site store makes the first render throw
  const brokenSite = { ...props.site, get: () => { throw new Error('site exploded'); } };
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const lifecycleProps = { ...props, site: brokenSite, name: 'mf_search_broken', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  await bootstrap(lifecycleProps);
  // single-spa-react resolves mount from an effect, which act only flushes once its callback returns
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = mount(lifecycleProps);
  });
  await mounted;
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(events[0]?.payload).toMatchObject({ remote: 'mf_search', phase: 'render', message: 'site exploded' });
  error.mockRestore();
  let unmounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    unmounted = unmount(lifecycleProps);
  });
  await unmounted;
});
