import { screen, within } from '@testing-library/react';
import type { Booking, Locale, TransferProof } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

const salt = 'P'.repeat(22);
const link = `/api/booking/v16/view_proof_url/file?proof_id=9&expires=4102444800&signature=${'a'.repeat(64)}`;
const proof: TransferProof = {
  filename: 'bukti transfer.png',
  content_type: 'image/png',
  size: 153_600,
  uploaded_at: '2026-03-10T03:20:00Z',
  download_url: link,
};
const booking = { id: 42, booking_salt: salt, status: 'pending' } as unknown as Booking;

const open = (handlers: Record<string, unknown>, locale?: Locale, route = `/view_proof_url?booking=${salt}`) =>
  renderWithShell((props) => <App {...props} />, {
    route,
    api: createFakeApi(handlers),
    ...(locale ? { locale } : {}),
  });

it('shows the proof the guest uploaded: the picture, what the file is, and a download through the signed link', async () => {
  open({ transferProof: proof, getBooking: booking });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your transfer proof' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Your transfer proof, bukti transfer.png' })).toHaveAttribute(
    'src',
    link,
  );
  const about = screen.getByRole('region', { name: 'About the file' });
  expect(within(about).getByText('Picture (PNG)')).toBeInTheDocument();
  expect(within(about).getByText('150 kB')).toBeInTheDocument();
  expect(await within(about).findByText('RN000042')).toBeInTheDocument();
  const download = within(about).getByRole('link', { name: 'Download bukti transfer.png' });
  expect(download).toHaveAttribute('href', link);
  expect(download).toHaveAttribute('download', 'bukti transfer.png');
  // still awaiting the transfer: back to its page
  expect(within(about).getByRole('link', { name: 'Back to the transfer' })).toHaveAttribute(
    'href',
    `/en-id/paymentInstruction/${salt}`,
  );
});

it('a PDF is named, not drawn', async () => {
  open({
    transferProof: { ...proof, filename: 'mutasi.pdf', content_type: 'application/pdf' },
    getBooking: { ...booking, status: 'confirmed' },
  });
  expect(await screen.findByText('PDF document')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  expect(await screen.findByRole('link', { name: 'View booking' })).toHaveAttribute('href', `/en-id/bookings/${salt}`);
});

it('says when no proof was uploaded, and leads back to the transfer', async () => {
  open({ transferProof: apiError('transferProof', 404, 'PROOF_NOT_FOUND'), getBooking: booking });
  expect(
    await screen.findByRole('heading', { name: 'No transfer proof was uploaded for this booking' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the transfer' })).toHaveAttribute(
    'href',
    `/en-id/paymentInstruction/${salt}`,
  );
});

it("another guest's booking reads as not found", async () => {
  open({
    transferProof: apiError('transferProof', 404, 'BOOKING_NOT_FOUND'),
    getBooking: apiError('getBooking', 404, 'BOOKING_NOT_FOUND'),
  });
  expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
});

it('speaks the page language', async () => {
  for (const [locale, heading] of [
    ['id-id', 'Bukti transfer Anda'],
    ['th-th', 'หลักฐานการโอนของคุณ'],
    ['vi-vn', 'Chứng từ chuyển khoản của bạn'],
  ] as const) {
    const { unmount } = open({ transferProof: proof, getBooking: booking }, locale);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    unmount();
  }
});
