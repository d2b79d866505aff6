import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET booking/v16/view_proof_url: the booking's transfer proof (its owner only), with a download link signed for a few minutes. */
export function useTransferProof(salt: string | null) {
  return useEndpointQuery('transferProof', salt ? { query: { booking_salt: salt } } : null, { staleTime: 0 });
}

/** the unix second a signed download link stops working (0 when it carries none) */
export function proofLinkExpiry(url: string): number {
  const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
  return Number.isFinite(expires) ? expires : 0;
}
