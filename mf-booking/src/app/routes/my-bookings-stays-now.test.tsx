import { screen, within } from '@testing-library/react';
import type { Checkins } from '@rednest/shared/contracts';
import { createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

const stay = (id: number, hotel: string) => ({
  id,
  booking_salt: `${'S'.repeat(21)}${id}`,
  hotel_name: hotel,
  hotel_slug: 'x',
  check_in_date: '2026-03-24',
  check_out_date: '2026-03-27',
  status: 'confirmed',
});
const empty = { bookings: [], next_page: null, total_pages: 0, type: 'upcoming' };

it("shows today's check-ins and recent stays to rate above my bookings", async () => {
  const checkins: Checkins = {
    today_checkins: [{ ...stay(1, 'RedNest Menteng'), checked_in: false }],
    recent_checkouts: {
      bookings: [
        { ...stay(2, 'RedNest Kuta'), is_eligible_to_review: true },
        { ...stay(3, 'RedNest Old'), is_eligible_to_review: false },
      ],
      today_checkout: false,
      is_eligible_to_review: true,
    },
  };
  renderWithShell((props) => <App {...props} />, {
    route: '/my-bookings',
    api: createFakeApi({ checkins, myBookings: empty }),
    user: {},
  });
  const now = await screen.findByRole('region', { name: 'Your stays now' });
  expect(within(now).getByText('RedNest Menteng: you check in today.')).toBeInTheDocument();
  expect(within(now).getByRole('link', { name: 'Self check-in' })).toHaveAttribute(
    'href',
    expect.stringContaining(`/self-check-in?booking=${stay(1, '').booking_salt}`),
  );
  expect(within(now).getByText('How was RedNest Kuta?')).toBeInTheDocument();
  expect(within(now).getAllByRole('link', { name: 'Rate your stay' })).toHaveLength(1);
});

it('shows nothing extra when there is nothing to do today', async () => {
  renderWithShell((props) => <App {...props} />, {
    route: '/my-bookings',
    api: createFakeApi({
      checkins: {
        today_checkins: [],
        recent_checkouts: { bookings: [], today_checkout: false, is_eligible_to_review: false },
      },
      myBookings: empty,
    }),
    user: {},
  });
  await screen.findByRole('tab', { name: /Upcoming/ });
  expect(screen.queryByRole('region', { name: 'Your stays now' })).not.toBeInTheDocument();
});
