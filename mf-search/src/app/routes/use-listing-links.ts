import { useCallback } from 'react';
import type { HotelCard } from '@rednest/shared/contracts';
import type { StaySearch } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { localisedHref, navigate, toast } from '@rednest/shared/ui';

/**
 * What a listing's cards link to: the hotel's page for the same stay; and where a guest's heart
 * sends them: sign-in, with a word on why.
 */
export function useListingLinks(stay: StaySearch) {
  const t = useT();
  const { locale } = useShell();
  const stayQuery = `check_in_date=${stay.check_in_date}&check_out_date=${stay.check_out_date}&rooms=${stay.rooms}&guest=${stay.guest}`;
  const hrefFor = useCallback(
    (hotel: HotelCard) => `/hotel/${encodeURIComponent(hotel.slug)}?${stayQuery}`,
    [stayQuery],
  );
  const onSignInNeeded = useCallback(() => {
    toast(t('search.results.wishlistSignIn'), 'info');
    navigate(localisedHref('/signIn', locale));
  }, [t, locale]);
  return { stayQuery, hrefFor, onSignInNeeded };
}
