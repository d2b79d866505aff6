import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingListItem, BookingListType, MyBookings } from '@rednest/shared/contracts';
import { ApiCallError } from '@rednest/shared/api-client';
import { formatMoney } from '@rednest/shared/format';
import { session } from '@rednest/shared/session';
import { apiError, createFakeApi, renderWithShell, type FakeHandler } from '@rednest/shared/testing';
import { App } from '../app';

/** what a fake handler receives: the call input { query, params, body } */
type CallOptions = Parameters<FakeHandler>[0];

function booking(id: number, overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    id,
    booking_salt: `RN${id}X7Q`,
    status: 'confirmed',
    hotel_name: `RedNest Kemang ${id}`,
    hotel_slug: `rednest-kemang-${id}`,
    city: 'Jakarta',
    lead_picture: `/api/images/hotel-${id}.svg`,
    check_in_date: '2026-11-28',
    check_out_date: '2026-11-30',
    no_of_nights: 2,
    rooms: 1,
    guests: 2,
    room_type: 'Deluxe Double',
    total: 45_000_000,
    currency: 'IDR',
    created_at: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

const page = (
  bookings: BookingListItem[],
  next_page: number | null = null,
  type: BookingListType = 'upcoming',
): MyBookings => ({
  bookings,
  next_page,
  total_pages: next_page ? next_page : 1,
  type,
});

function renderPage(api = createFakeApi(), user: object | null = {}, route = '/my-bookings') {
  return renderWithShell((props) => <App {...props} />, { route, api, user: user ?? undefined });
}

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('my bookings page', () => {
  it('invites a guest to sign in and come back, without calling the API', async () => {
    const api = createFakeApi();
    renderPage(api, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-id/signIn?returnTo=/en-id/my-bookings',
    );
    expect(screen.getByRole('link', { name: 'Booked without an account? Find your booking' })).toHaveAttribute(
      'href',
      '/en-id/bookings/find',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(document.title).toBe('My bookings | RedNest');
  });

  it('shows a skeleton, then each booking with dates, stay, status, total and reference', async () => {
    let answer!: (v: MyBookings) => void;
    const api = createFakeApi({ myBookings: () => new Promise<MyBookings>((resolve) => (answer = resolve)) });
    renderPage(api);
    expect(screen.getByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    expect(api.callsTo('myBookings')[0]?.query).toEqual({ type: 'upcoming', page: 1 });

    await act(async () =>
      answer(
        page([
          booking(1),
          booking(2, { status: 'pending', rooms: 2, guests: 1, no_of_nights: 1, check_out_date: '2026-11-29' }),
        ]),
      ),
    );
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'RedNest Kemang 1' })).toBeInTheDocument();
    expect(first.getByText('Jakarta')).toBeInTheDocument();
    expect(first.getByText('Sat, 28 Nov → Mon, 30 Nov')).toBeInTheDocument();
    expect(first.getByText(/2 nights · 1 room · 2 guests/)).toBeInTheDocument();
    expect(first.getByText('Confirmed')).toBeInTheDocument();
    expect(first.getByText(formatMoney(45_000_000, 'IDR', 'en-id'))).toBeInTheDocument();
    expect(first.getByText('RN000001')).toBeInTheDocument();
    // the hotel name opens the booking (its page takes the salt, which only its holder has)
    expect(first.getByRole('link', { name: 'RedNest Kemang 1' })).toHaveAttribute('href', '/en-id/bookings/RN1X7Q');
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/api/images/hotel-1.svg');
    const second = within(cards[1]!);
    expect(second.getByText('Awaiting payment')).toBeInTheDocument();
    expect(second.getByText(/1 night · 2 rooms · 1 guest/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('formats each total in its own currency', async () => {
    const api = createFakeApi({ myBookings: page([booking(7, { total: 12_900, currency: 'SGD' })]) });
    renderWithShell((props) => <App {...props} />, { route: '/my-bookings', api, user: {}, locale: 'en-sg' });
    expect(await screen.findByText(formatMoney(12_900, 'SGD', 'en-sg'))).toBeInTheDocument();
    expect(formatMoney(12_900, 'SGD', 'en-sg')).toContain('129.00');
  });

  it('has an empty state per tab that leads to the search', async () => {
    const api = createFakeApi({
      myBookings: (opts: CallOptions) => page([], null, opts.query?.type as BookingListType),
    });
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByText('Your next stay will show up here as soon as you book it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a place to stay' })).toHaveAttribute('href', '/en-id');
  });

  it('switches between Upcoming, Completed and Cancelled with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      myBookings: (opts: CallOptions) => {
        const type = opts.query?.type as BookingListType;
        if (type === 'completed')
          return page([booking(10, { status: 'completed', hotel_name: 'RedNest Ubud' })], null, type);
        if (type === 'cancelled') return page([], null, type);
        return page([booking(1)], null, type);
      },
    });
    renderPage(api);
    const tablist = screen.getByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Upcoming', 'Completed', 'Cancelled']);
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'RedNest Kemang 1' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Upcoming' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'RedNest Ubud' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RedNest Kemang 1' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?tab=completed');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByText('Bookings you cancel will show up here.')).toBeInTheDocument();
    expect(api.callsTo('myBookings').map((c) => c.query?.type)).toEqual(['upcoming', 'completed', 'cancelled']);
  });

  it('loads the next page with "Load more" and appends it, moving focus to the first new booking', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      myBookings: (opts: CallOptions) =>
        opts.query?.page === 2 ? page([booking(3), booking(2)], null) : page([booking(1), booking(2)], 2),
    });
    renderPage(api);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(api.callsTo('myBookings').map((c) => c.query)).toEqual([
      { type: 'upcoming', page: 1 },
      { type: 'upcoming', page: 2 },
    ]);
    expect(screen.getAllByRole('article')[2]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps what is shown when a further page fails, and lets the person try again', async () => {
    const user = userEvent.setup();
    let failNext = true;
    const api = createFakeApi({
      myBookings: (opts: CallOptions) => {
        if (opts.query?.page === 2 && failNext) {
          failNext = false;
          throw apiError('myBookings', 500, 'INTERNAL');
        }
        return opts.query?.page === 2 ? page([booking(3)], null) : page([booking(1)], 2);
      },
    });
    renderPage(api);
    await screen.findByRole('heading', { name: 'RedNest Kemang 1' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load more bookings. Try again.');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ myBookings: new ApiCallError('myBookings', 0, 'NETWORK', 'Network Error') });
    renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your bookings.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    api.respond('myBookings', page([booking(1)]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'RedNest Kemang 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the list when the person signs out elsewhere (session.changed.v1)', async () => {
    const api = createFakeApi({ myBookings: page([booking(1)]) });
    renderPage(api);
    await screen.findByRole('heading', { name: 'RedNest Kemang 1' });
    act(() => session.signOut());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your bookings' })).toBeInTheDocument();
  });

  it('does not flash its own sign-in prompt when the session expires (the shell takes over)', async () => {
    const { props } = renderPage(createFakeApi({ myBookings: page([booking(1)]) }));
    await screen.findByRole('heading', { name: 'RedNest Kemang 1' });
    act(() => {
      // what the api client does on a 401 for a signed-in user
      session.signOut();
      props.bus.publish('session.expired.v1', { returnTo: '/en-id/my-bookings' }, 'api-client');
    });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    const api = createFakeApi({
      myBookings: (opts: CallOptions) => page([], null, opts.query?.type as BookingListType),
    });
    renderPage(api, {}, '/my-bookings?tab=cancelled');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Bookings you cancel will show up here.');
    expect(api.callsTo('myBookings')[0]?.query).toEqual({ type: 'cancelled', page: 1 });
  });

  it('speaks Thai on th-th', async () => {
    const api = createFakeApi({ myBookings: page([]) });
    renderWithShell((props) => <App {...props} />, { route: '/my-bookings', api, user: {}, locale: 'th-th' });
    // the Thai texts are a chunk of their own: the page shows once they are in
    expect(await screen.findByRole('heading', { level: 1, name: 'การจองของฉัน' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีการจอง' })).toBeInTheDocument();
  });

  it('sends a path it owns but does not draw yet to the locale home, drawing nothing itself (spec §2)', async () => {
    const { container } = renderPage(createFakeApi(), null, '/booking_subscription/invoice/1');
    await waitFor(() => expect(window.location.pathname).toBe('/en-id'));
    expect(container).toBeEmptyDOMElement();
  });
});
