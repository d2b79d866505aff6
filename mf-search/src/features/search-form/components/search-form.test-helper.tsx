/** Test kit of the search-form tests: a component inside the shell's context, and an area fixture. */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { Area } from '@rednest/shared/contracts';
import { ShellProvider } from '@rednest/shared/remote';
import { renderWithShell, type ShellOptions } from '@rednest/shared/testing';

/** A component that reads the shell props (site, api) rendered with a fake api and site. */
export function renderInShell(ui: ReactElement, options: ShellOptions = {}) {
  return renderWithShell((props) => <ShellProvider value={props}>{ui}</ShellProvider>, options);
}

/** userEvent that cooperates with jest's fake timers (debounce, toast timeouts). */
export function setupUser() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

export function makeArea(overrides: Partial<Area> = {}): Area {
  return {
    id: 1,
    name: 'Jakarta',
    slug: 'cit-jakarta',
    category: 'city',
    parent_id: null,
    full_name: 'Jakarta, DKI Jakarta, Indonesia',
    country: 'id',
    timezone: 'Asia/Jakarta',
    weightage: 100,
    child_weightage: 0,
    is_popular: true,
    hotel_count: 120,
    ...overrides,
  };
}
