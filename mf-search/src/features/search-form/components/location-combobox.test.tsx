import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { apiError, type FakeApi } from '@rednest/shared/testing';
import { LocationCombobox, type ChosenLocation } from './location-combobox';
import { makeArea, renderInShell, setupUser } from './search-form.test-helper';

function Harness({ onPick }: { onPick?: (v: ChosenLocation | null) => void }) {
  const [value, setValue] = useState<ChosenLocation | null>(null);
  return (
    <>
      <LocationCombobox
        value={value}
        onChange={(v) => {
          setValue(v);
          onPick?.(v);
        }}
      />
      <output data-testid="chosen">{value ? `${value.slug}|${value.name}` : 'none'}</output>
    </>
  );
}

const areas = [
  makeArea(),
  makeArea({
    id: 2,
    name: 'Jakarta Selatan',
    slug: 'sub-jakarta-selatan',
    category: 'sub_city',
    full_name: 'Jakarta Selatan, Jakarta, Indonesia',
    hotel_count: 1,
  }),
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function typeAndWait(text: string) {
  const user = setupUser();
  const input = screen.getByRole('combobox', { name: 'Where are you going?' });
  await user.type(input, text);
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  return { user, input };
}

it('asks for suggestions only after 2 characters, debounced, and shows name, full name, category and count', async () => {
  const { api } = renderInShell(<Harness />, { api: { areas: { areas } } });
  const user = setupUser();
  const input = screen.getByRole('combobox', { name: 'Where are you going?' });
  expect(input).toHaveAttribute('aria-autocomplete', 'list');
  await user.type(input, 'J');
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  expect((api as FakeApi).callsTo('areas')).toHaveLength(0);

  await user.type(input, 'ak');
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  const calls = (api as FakeApi).callsTo('areas');
  expect(calls).toHaveLength(1); // "Ja" then "Jak" within 250 ms: one request
  expect(calls[0]!.query).toMatchObject({ q: 'Jak', country: 'id' });

  const listbox = await screen.findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  expect(options).toHaveLength(2);
  expect(options[0]).toHaveTextContent('Jakarta');
  expect(options[0]).toHaveTextContent('Jakarta, DKI Jakarta, Indonesia');
  expect(options[0]).toHaveTextContent('City');
  expect(options[0]).toHaveTextContent('120 properties');
  expect(options[1]).toHaveTextContent('Area');
  expect(options[1]).toHaveTextContent('1 property');
  expect(input).toHaveAttribute('aria-expanded', 'true');
});

it('moves with the arrow keys and picks with Enter', async () => {
  renderInShell(<Harness />, { api: { areas: { areas } } });
  const { user, input } = await typeAndWait('Jak');
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const options = screen.getAllByRole('option');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
  await user.keyboard('{ArrowUp}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('chosen')).toHaveTextContent('cit-jakarta|Jakarta');
  expect(input).toHaveValue('Jakarta');
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

it('closes the list with Escape', async () => {
  renderInShell(<Harness />, { api: { areas: { areas } } });
  const { user, input } = await typeAndWait('Jak');
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.getByTestId('chosen')).toHaveTextContent('none');
});

it('says so when nothing matches', async () => {
  renderInShell(<Harness />, { api: { areas: { areas: [] } } });
  await typeAndWait('Zzz');
  expect(await screen.findByText('No matching places')).toBeInTheDocument();
});

it('shows a loading indicator while asking', async () => {
  renderInShell(<Harness />, { api: { areas: () => new Promise(() => {}) } });
  await typeAndWait('Jak');
  expect(screen.getByText('Searching places…')).toBeInTheDocument();
});

it('shows a failed lookup inline', async () => {
  renderInShell(<Harness />, { api: { areas: () => apiError('areas', 503, 'UNAVAILABLE', 'Service unavailable') } });
  await typeAndWait('Jak');
  expect(await screen.findByRole('alert')).toHaveTextContent("Places couldn't be loaded: Service unavailable");
});

it('uses the corporate variant (platform=corporate) on the corporate site', async () => {
  const { api } = renderInShell(<Harness />, { kind: 'corporate', api: { areasCorporate: { areas } } });
  await typeAndWait('Jak');
  await screen.findByRole('listbox');
  expect((api as FakeApi).callsTo('areasCorporate')[0]!.query).toMatchObject({ platform: 'corporate', q: 'Jak' });
});

it('uses the brand variant (source=<brand>) on a brand site', async () => {
  const { api } = renderInShell(<Harness />, { kind: 'brand', brandSlug: 'lumo', api: { areasBrand: { areas } } });
  await typeAndWait('Jak');
  await screen.findByRole('listbox');
  expect((api as FakeApi).callsTo('areasBrand')[0]!.query).toMatchObject({ source: 'lumo' });
});
