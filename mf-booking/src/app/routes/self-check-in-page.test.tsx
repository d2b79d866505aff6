import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckinStatus } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell, type FakeApi } from '@rednest/shared/testing';
import { App } from '../app';

const salt = 'S'.repeat(22);
const open: CheckinStatus = {
  booking_salt: salt,
  booking_code: 'RN000042',
  hotel_name: 'RedNest Menteng',
  room_type: 'Standard Double',
  check_in_date: '2026-03-24',
  check_out_date: '2026-03-27',
  check_in_time: '14:00',
  state: 'open',
  accepted_ids: ['ktp', 'passport', 'sim'],
  pass: null,
};
const checkedIn: CheckinStatus = {
  ...open,
  state: 'checked_in',
  pass: {
    booking_code: 'RN000042',
    guest_name: 'Alice Tan',
    id_type: 'ktp',
    id_number_last4: '8901',
    checked_in_at: '2026-03-24T05:00:00Z',
    qr_text: 'RNCHECKIN:RN000042:x',
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  },
};

it('checks in with an ID the property accepts and shows the QR pass', async () => {
  const api = createFakeApi({
    checkinStatus: open,
    doCheckin: (req: { body: { id_number: string } }) => {
      if (req.body.id_number === '12345') throw apiError('doCheckin', 400, 'ID_NUMBER_INVALID');
      return checkedIn;
    },
  }) as FakeApi;
  renderWithShell((props) => <App {...props} />, { route: `/self-check-in?booking=${salt}`, api });
  const user = userEvent.setup();
  const kind = await screen.findByLabelText('Kind of ID');
  expect([...(kind as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'KTP (identity card)',
    'Passport',
    'SIM (driving licence)',
  ]);
  fireEvent.change(screen.getByLabelText(/^ID number/), { target: { value: '12345' } });
  fireEvent.change(screen.getByLabelText(/^Full name as on the ID/), { target: { value: 'Alice Tan' } });
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  expect(await screen.findByText('This number does not look right for this kind of ID')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^ID number/), { target: { value: '3171012345678901' } });
  await user.click(screen.getByRole('button', { name: 'Check in' }));
  expect(
    await screen.findByRole('img', { name: 'QR code of booking RN000042 at RedNest Menteng' }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('doCheckin').at(-1)!.body).toEqual({
      booking_salt: salt,
      id_type: 'ktp',
      id_number: '3171012345678901',
      full_name: 'Alice Tan',
    }),
  );
  expect(screen.getByText('Alice Tan · KTP (identity card) ending 8901')).toBeInTheDocument();
}, 20_000);

it('says when self check-in is not open yet', async () => {
  renderWithShell((props) => <App {...props} />, {
    route: `/self-check-in?booking=${salt}`,
    api: createFakeApi({ checkinStatus: { ...open, state: 'not_yet' } }),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Self check-in opens on your check-in day, Tue, 24 Mar 2026. Check-in from 14:00.',
  );
});
