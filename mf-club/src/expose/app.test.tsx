import { screen } from '@testing-library/react';
import type { BusEvent } from '@rednest/shared/contracts';
import { createFakeShellProps, mountRemote } from '@rednest/shared/testing';
import { bootstrap, mount, unmount } from './app';

it('mounts its page into the element single-spa gives it and unmounts cleanly', async () => {
  window.history.replaceState(null, '', '/en-sg/what-is-redcash');
  const props = createFakeShellProps({
    locale: 'en-sg',
    api: {
      loyaltyPrograms: {
        currency: 'SGD',
        redcash: {
          cashback_percent: 5,
          club_cashback_percent: 10,
          max_redeem_percent: 20,
          validity_days: 365,
          how_it_works: [],
        },
        club_plans: [],
        tiers: [],
      },
      loadRsiteContents: { section: 'what_is_redcash', language: 'en', blocks: [] },
    },
  });
  const remote = await mountRemote({ bootstrap, mount, unmount }, props, 'mf_club');
  expect(await screen.findByRole('region', { name: 'Redcash at a glance' })).toBeInTheDocument();
  await remote.unmount();
  expect(remote.domElement).toBeEmptyDOMElement();
});

it('reports a render error to the shell and shows a fallback in its own area', async () => {
  window.history.replaceState(null, '', '/en-sg/what-is-redcash');
  const props = createFakeShellProps({
    locale: 'en-sg',
    api: {
      loyaltyPrograms: {
        currency: 'SGD',
        redcash: {
          cashback_percent: 5,
          club_cashback_percent: 10,
          max_redeem_percent: 20,
          validity_days: 365,
          how_it_works: [],
        },
        club_plans: [],
        tiers: [],
      },
      loadRsiteContents: { section: 'what_is_redcash', language: 'en', blocks: [] },
    },
  });
  const events: BusEvent<'remote.failed.v1'>[] = [];
  props.bus.on('remote.failed.v1').subscribe((e) => events.push(e));
  // a broken site store makes the page's first render throw
  const brokenSite = {
    ...props.site,
    get: () => {
      throw new Error('site exploded');
    },
  };
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const remote = await mountRemote({ bootstrap, mount, unmount }, { ...props, site: brokenSite }, 'mf_club_broken');
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page stopped working.');
  expect(events[0]?.payload).toMatchObject({ remote: 'mf_club', phase: 'render', message: 'site exploded' });
  error.mockRestore();
  await remote.unmount();
});
