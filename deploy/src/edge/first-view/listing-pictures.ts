/**
 * A listing's first result picture, for the first HTML. The listing's largest paint is
 * the first result card's picture, whose address the browser learns only after the shell, the
 * remote's code, a guest token and hotels/list (spec §2). When the page's own search is known
 * before any script (shared listing-first-view.ts: a URL with only the place, the stay and the
 * party; the dates in the site country's time zone), the edge asks the same search with its guest
 * token (edge-guest.ts) and draws the first result's picture into the listing skeleton's first card
 * from mf-search's own template (first-view.ts `slot.listing-picture`), preloaded first in <head>.
 *
 * The listing's default sort is the site's `sort_type` on a phone and popular elsewhere (spec §9),
 * and the edge does not know the device: it draws only when the locale's main site setting is the
 * default sort too (site_settings, kept per locale).
 * Answers are kept per search as edge-answers.ts keeps them, for a minute (the first result
 * follows availability): a first page waits at most 250 ms. A search without results, or whose
 * first picture has an unsafe address, is kept as "no picture"; an API error or an answer without
 * the contract's shape is a failed ask (the last good answer keeps serving). Never an error page:
 * without it the skeleton stays.
 */
import { LOCALES } from '@rednest/shared/contracts';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import { PAGE_SIZE } from '@rednest/shared/format/rules';
import type { HotelFirstViewPicture } from '@rednest/shared/remote/first-view-slots';
import {
  LISTING_DEFAULT_SORT,
  listingDefaultSort,
  listingFirstViewQuery,
} from '@rednest/shared/remote/listing-first-view';
import { createEdgeAnswers } from './edge-answers';
import type { EdgeGuest } from './edge-guest';
import { boundedText, safeImageUrl } from './home-banners';

export type ListingPicture = HotelFirstViewPicture;

export interface ListingPicturesOptions {
  /** the edge's guest of the API (edge-guest.ts) */
  guest: EdgeGuest;
  ttlMs?: number;
  settingsTtlMs?: number;
  waitMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * What a hotels/list answer says of the first result's picture: `{ picture }`, null inside when
 * there is no result or its picture is not one the edge draws; null when the answer does not have
 * the contract's shape.
 */
export function readListingPicture(body: unknown): { picture: ListingPicture | null } | null {
  const list = body as { hotels?: unknown } | null;
  if (!list || typeof list !== 'object' || !Array.isArray(list.hotels)) return null;
  if (list.hotels.length === 0) return { picture: null };
  const first = list.hotels[0] as { name?: unknown; lead_picture?: unknown } | null;
  if (!first || typeof first !== 'object' || typeof first.name !== 'string' || typeof first.lead_picture !== 'string')
    return null;
  const drawable = boundedText(first.name, 500) && safeImageUrl(first.lead_picture) === first.lead_picture;
  return { picture: drawable ? { url: first.lead_picture, caption: '', name: first.name } : null };
}

/** Whether a site_settings answer's `sort_type` leaves the default sort on every device (null: not the contract's shape). */
export function readDefaultSort(body: unknown): { defaultSort: boolean } | null {
  const settings = body as { sort_type?: unknown } | null;
  if (!settings || typeof settings !== 'object') return null;
  const sort = settings.sort_type;
  if (sort !== undefined && sort !== null && typeof sort !== 'string') return null;
  // a desktop always starts on the default sort; a phone on the setting, when it is a sort
  return { defaultSort: listingDefaultSort(sort, 'mobile') === LISTING_DEFAULT_SORT };
}

export function createListingPictures({
  guest,
  ttlMs = 60_000,
  settingsTtlMs = 10 * 60_000,
  waitMs = 250,
  maxEntries = 2000,
  now = Date.now,
}: ListingPicturesOptions) {
  async function fetchJson(path: string): Promise<{ status: number; body: unknown } | null> {
    const res = await guest.get(path);
    if (!res) return null;
    return { status: res.status, body: res.ok ? await res.json().catch(() => null) : null };
  }

  const settings = createEdgeAnswers(
    async (locale: string) => {
      const res = await fetchJson(
        `${endpointPath(ENDPOINTS.siteSettings)}?${new URLSearchParams({ locale, site: 'main' })}`,
      );
      return res && res.status === 200 ? readDefaultSort(res.body) : null;
    },
    { ttlMs: settingsTtlMs, waitMs, now },
  );

  const pictures = createEdgeAnswers(
    async (search: string) => {
      const res = await fetchJson(`${endpointPath(ENDPOINTS.hotelsList)}?${search}`);
      if (!res) return null;
      // an unknown place or stay the API refuses: the page shows its own answer, the edge nothing
      if (res.status === 404 || res.status === 400 || res.status === 422) return { picture: null };
      return res.status === 200 ? readListingPicture(res.body) : null;
    },
    { ttlMs, waitMs, maxEntries, now },
  );

  return {
    /** Asks every locale's settings now, so a first listing waits only for its search (an API not up yet: the first pages ask again). */
    async warm(): Promise<void> {
      await Promise.all(LOCALES.map((locale) => settings.refresh(locale)));
    },

    /** The first result's picture of the listing at `pathname` + `search`; null when the edge cannot know the page's search, there is none, or no answer came in time. */
    async forPage(pathname: string, search: string): Promise<ListingPicture | null> {
      const first = listingFirstViewQuery(pathname, search, now());
      if (!first) return null;
      const sort = await settings.get(first.locale);
      if (!sort?.defaultSort) return null;
      const { query } = first;
      const key = new URLSearchParams({
        ...query,
        rooms: String(query.rooms),
        guest: String(query.guest),
        per_page: String(PAGE_SIZE),
        page: '1',
      }).toString();
      return (await pictures.get(key))?.picture ?? null;
    },
  };
}

export type ListingPicturesSource = ReturnType<typeof createListingPictures>;
