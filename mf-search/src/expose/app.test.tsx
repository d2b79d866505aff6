import { screen } from '@testing-library/react';
import type { BusEvent } from '@rednest/shared/contracts';
import { createFakeShellProps, mountRemote } from '@rednest/shared/testing';
import { bootstrap, mount, unmount } from './app';

it('mounts the home page into the element single-spa gives it and unmounts cleanly', async () => {
  window.history.replaceState(null, '', '/en-id');
  const props = createFakeShellProps({ api: { loadBanners: { banners: [] }, areasCdn: { areas: [] } } });
  const remote = await mountRemote({ bootstrap, mount, unmount }, props, 'mf_search');
  expect(await screen.findByRole('combobox', { name: 'Where are you going?' })).toBeInTheDocument();
  await remote.unmount();
  expect(remote.domElement).toBeEmptyDOMElement();
});

it('reports a render error to the shell and shows a fallback in its own area', async () => {
  window.history.replaceState(null, '', '/en-id');
  const props = createFakeShellProps({});
  const events: BusEvent<'remote.failed.v1'>[] = [];
  props.bus.on('remote.failed.v1').subscribe((e) => events.push(e));
  // a broken site store makes the first render throw
  const brokenSite = {
    ...props.site,
    get: () => {
      throw new Error('site exploded');
    },
  };
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const remote = await mountRemote({ bootstrap, mount, unmount }, { ...props, site: brokenSite }, 'mf_search_broken');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(events[0]?.payload).toMatchObject({ remote: 'mf_search', phase: 'render', message: 'site exploded' });
  error.mockRestore();
  await remote.unmount();
});
