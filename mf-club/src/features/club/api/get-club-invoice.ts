import { useEndpointQuery } from '@rednest/shared/api-client';

/** GET login v16 club_membership_invoice (ours): a paid membership's invoice, asked only when signed in. */
export function useClubInvoice(membershipId: number | null) {
  return useEndpointQuery('clubInvoice', membershipId ? { query: { membership_id: membershipId } } : null, {
    // the PDF link in it lasts 10 minutes
    staleTime: 300_000,
  });
}
