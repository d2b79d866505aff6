import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/booking_invoice: a booking's invoice for its owner, with a PDF link signed for a few minutes. */
export function useInvoice(salt: string | null) {
  return useEndpointQuery('bookingInvoice', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}

/** the unix second a signed PDF link stops working (0 when it carries none) */
export function linkExpiry(pdfUrl: string): number {
  const expires = Number(new URL(pdfUrl, 'http://x').searchParams.get('expires'));
  return Number.isFinite(expires) ? expires : 0;
}
