import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackOptions } from '@rednest/shared/contracts';
import { createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';

const salt = 'S'.repeat(22);
const options: FeedbackOptions = {
  booking_salt: salt,
  booking_code: 'RN000042',
  hotel_name: 'RedNest Menteng',
  check_in_date: '2026-03-24',
  check_out_date: '2026-03-27',
  state: 'open',
  user_segment: 'guest',
  stars: [1, 2, 3, 4, 5],
  good_tags: ['clean_room', 'quiet'],
  improve_tags: ['noise', 'wifi'],
  traveller_types: ['family', 'couple'],
  rating: null,
};

it('rates a stay: stars, what to improve, who travelled; sends the user_segment header and shows the new rating', async () => {
  const api = createFakeApi({
    getFeedbackOptions: options,
    feedbackListener: { review_id: 9, rating: 2, hotel_rating: 3.9, hotel_review_count: 41 },
  }) as FakeApi;
  renderWithShell((props) => <App {...props} />, { route: `/rate-us?booking=${salt}`, api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send my rating' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars');
  await user.click(screen.getByRole('radio', { name: '2 stars' }));
  await user.click(screen.getByRole('checkbox', { name: 'Noise' }));
  fireEvent.change(screen.getByLabelText('Who travelled'), { target: { value: 'couple' } });
  await user.click(screen.getByRole('button', { name: 'Send my rating' }));
  expect(await screen.findByText('Thank you! The property is now rated 3.9 from 41 reviews.')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('feedbackListener')[0]!.body).toEqual({
      booking_salt: salt,
      rating: 2,
      traveller_type: 'couple',
      tags: ['noise'],
    }),
  );
  expect(api.callsTo('getFeedbackOptions')[0]!.headers).toMatchObject({ user_segment: 'guest' });
}, 20_000);

it('says a rated stay was rated', async () => {
  renderWithShell((props) => <App {...props} />, {
    route: `/rate-us?booking=${salt}`,
    api: createFakeApi({ getFeedbackOptions: { ...options, state: 'rated', rating: 4 } }),
  });
  expect(await screen.findByText('You rated this stay 4 out of 5. Thank you!')).toBeInTheDocument();
});
