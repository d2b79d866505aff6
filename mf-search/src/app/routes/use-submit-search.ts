import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchCriteria } from '@rednest/shared/contracts';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { pendingReferral } from '@rednest/shared/session';
import { savePopularLocation, saveRecentSearch } from '../../features/recent-searches/utils/recent-searches-store';
import { searchPath } from '../../features/search-form/utils/search-url';

/** A submitted search: remembered as a recent search and its place as a popular location, announced on the bus, then the results URL. */
export function useSubmitSearch() {
  const navigate = useNavigate();
  const { bus } = useShell();
  const site = useShellSite();
  return useCallback(
    (criteria: SearchCriteria, extra: Record<string, string> = {}) => {
      // spec §4: not kept while a partner's return URL is pending (the guest is about to leave)
      if (!pendingReferral(site.settings)) {
        saveRecentSearch(criteria, site.country.code);
        savePopularLocation({ slug: criteria.location, name: criteria.locationName }, site.country.code);
      }
      bus.publish('search.submitted.v1', criteria, 'mf_search');
      navigate(searchPath(criteria, extra));
    },
    [navigate, bus, site.country.code, site.settings],
  );
}
