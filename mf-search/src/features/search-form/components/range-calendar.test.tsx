import { act, screen, within } from '@testing-library/react';
import { renderWithShell } from '@rednest/shared/testing';
import { RangeCalendar } from './range-calendar';
import { setupUser } from './search-form.test-helper';

const today = '2026-03-10'; // a Tuesday

function setup(initial = { start: today, end: '2026-03-11' }) {
  const onApply = jest.fn();
  renderWithShell(<RangeCalendar today={today} locale="en-id" initial={initial} onApply={onApply} />);
  return { onApply, user: setupUser() };
}

const day = (label: string) => screen.getByRole('gridcell', { name: label });
const apply = () => screen.getByRole('button', { name: 'Apply' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T03:00:00Z') }));
afterEach(() => jest.useRealTimers());

it('draws 42 days starting on Monday, with past days disabled', () => {
  setup();
  const grid = screen.getByRole('grid', { name: 'March 2026' });
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
  const headers = within(grid).getAllByRole('columnheader');
  expect(headers[0]).toHaveTextContent('Mon');
  expect(headers[6]).toHaveTextContent('Sun');
  expect(day('Monday, 9 March 2026')).toHaveAttribute('aria-disabled', 'true');
  expect(day('Tuesday, 10 March 2026')).toHaveAttribute('aria-disabled', 'false');
  expect(day('Tuesday, 10 March 2026')).toHaveAttribute('aria-selected', 'true');
  expect(within(grid).getAllByRole('gridcell')[0]).toHaveAccessibleName('Monday, 23 February 2026');
});

it('restarts on a tap when both dates are set and keeps Apply disabled until the end is chosen', async () => {
  const { user, onApply } = setup();
  await user.click(day('Friday, 20 March 2026'));
  expect(screen.getByText(/Now choose your check-out date/)).toBeInTheDocument();
  expect(apply()).toBeDisabled();
  await user.click(day('Monday, 23 March 2026'));
  expect(apply()).toBeEnabled();
  expect(screen.getByText(/3 nights/)).toBeInTheDocument();
  await user.click(apply());
  expect(onApply).toHaveBeenCalledWith({ start: '2026-03-20', end: '2026-03-23' });
});

it('swaps an end date earlier than the start', async () => {
  const { user, onApply } = setup();
  await user.click(day('Friday, 20 March 2026'));
  await user.click(day('Monday, 16 March 2026'));
  await user.click(apply());
  expect(onApply).toHaveBeenCalledWith({ start: '2026-03-16', end: '2026-03-20' });
});

it('ignores taps on disabled days', async () => {
  const { user } = setup();
  await user.click(day('Monday, 9 March 2026'));
  expect(day('Monday, 9 March 2026')).toHaveAttribute('aria-selected', 'false');
  expect(day('Tuesday, 10 March 2026')).toHaveAttribute('aria-selected', 'true');
});

it('shows a 3-second message for a stay under 1 night or over 90 nights', async () => {
  const { user } = setup({ start: today, end: null } as never);
  await user.click(day('Tuesday, 10 March 2026'));
  expect(screen.getByRole('alert')).toHaveTextContent('Your stay must be at least 1 night.');
  act(() => {
    jest.advanceTimersByTime(3000);
  });
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();

  // 91 nights: 10 March → 9 June
  const next = screen.getByRole('button', { name: 'Next month' });
  await user.click(next);
  await user.click(next);
  await user.click(next);
  await user.click(day('Tuesday, 9 June 2026'));
  expect(screen.getByRole('alert')).toHaveTextContent('Stays can be at most 90 nights.');
  expect(apply()).toBeDisabled();
  act(() => {
    jest.advanceTimersByTime(3000);
  });
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  await user.click(day('Monday, 8 June 2026'));
  expect(apply()).toBeEnabled();
});

it('moves between days with the arrow keys and selects with Enter', async () => {
  const { user, onApply } = setup();
  // the keyboard starts on the check-in day
  expect(day('Tuesday, 10 March 2026')).toHaveFocus();
  await user.keyboard('{ArrowDown}'); // 17 March
  expect(day('Tuesday, 17 March 2026')).toHaveFocus();
  await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
  await user.click(apply());
  expect(onApply).toHaveBeenCalledWith({ start: '2026-03-17', end: '2026-03-19' });
});

it('does not go back before the current month', () => {
  setup();
  expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
});

describe('prices in the calendar', () => {
  const month = (m: string, prices: Record<string, number>) => ({
    month: m,
    currency: 'IDR',
    currency_symbol: 'Rp',
    prices_include_taxes_and_fees: true,
    days: Array.from({ length: 31 }, (_, i) => {
      const date = `${m}-${String(i + 1).padStart(2, '0')}`;
      return { date, min_per_night: prices[date] ?? null };
    }),
  });

  it("shows each day's lowest all-in price, says it in the day's name, and asks once per month shown", async () => {
    const user = setupUser();
    const { api } = renderWithShell(
      <RangeCalendar
        today={today}
        locale="en-id"
        initial={{ start: today, end: '2026-03-11' }}
        onApply={jest.fn()}
        priceScope={{ location: 'cit-jakarta', rooms: 1, guest: 2 }}
      />,
      {
        api: {
          priceCalendar: ({ query }: { query?: Record<string, unknown> }) =>
            query?.month === '2026-03'
              ? month('2026-03', { '2026-03-12': 35_000_000, '2026-03-13': 52_000_000, '2026-03-14': 60_000_000 })
              : month('2026-04', { '2026-04-02': 41_000_000 }),
        },
      },
    );
    const cell = await screen.findByRole('gridcell', { name: 'Thursday, 12 March 2026, from Rp 350.000 a night' });
    expect(cell).toHaveTextContent('350K');
    expect(screen.getByText('Lowest price per night in IDR for 2 guests, taxes and fees included')).toBeInTheDocument();
    // past days show no price even when the month's answer has one
    expect(day('Monday, 9 March 2026')).not.toHaveTextContent('K');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      await screen.findByRole('gridcell', { name: 'Thursday, 2 April 2026, from Rp 410.000 a night' }),
    ).toBeInTheDocument();
    const months = (api as unknown as { callsTo(n: string): { query?: Record<string, unknown> }[] })
      .callsTo('priceCalendar')
      .map((c) => c.query?.month);
    expect(months).toEqual(['2026-03', '2026-04']);
  });

  it('asks nothing without a place', () => {
    const { api } = renderWithShell(
      <RangeCalendar
        today={today}
        locale="en-id"
        initial={{ start: today, end: '2026-03-11' }}
        onApply={jest.fn()}
        priceScope={null}
      />,
      { api: {} },
    );
    expect((api as unknown as { callsTo(n: string): unknown[] }).callsTo('priceCalendar')).toHaveLength(0);
  });
});

it('picks a year from a grid of 15, only the bookable ones enabled, and shows that month of it', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'March 2026, choose a year' }));
  const years = screen.getByRole('group', { name: 'Years' });
  const buttons = within(years)
    .getAllByRole('button')
    .filter((b) => /^\d{4}$/.test(b.textContent ?? ''));
  expect(buttons.map((b) => b.textContent)).toEqual(Array.from({ length: 15 }, (_, i) => String(2025 + i)));
  expect(within(years).getByRole('button', { name: '2025' })).toBeDisabled();
  expect(within(years).getByRole('button', { name: '2029' })).toBeDisabled();
  expect(within(years).getByRole('button', { name: '2026' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(years).getByRole('button', { name: '2027' }));
  expect(screen.getByRole('grid', { name: /March 2027/ })).toBeInTheDocument();
});
