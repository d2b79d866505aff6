/**
 * A hotel page's first picture, for the first HTML. The hotel page's largest paint is the
 * main picture of its gallery, whose address the browser learns only after the shell, the remote's
 * code, a guest token and hotel_details (spec §3). The edge asks the API itself, as the public web
 * client does (the edge's guest token, edge-guest.ts), and
 *   - draws the picture into the hotel page's prerendered skeleton from mf-search's own template
 *     (first-view.ts `slot.hotel-picture`): it paints with the HTML, the size of the gallery's main
 *     picture on a phone, and the mounted page draws the same picture over it;
 *   - preloads it first in <head>, at high priority.
 * Answers are kept per slug as edge-answers.ts keeps them (10 minutes; a first page waits at most
 * 250 ms, against seconds of script before the mounted gallery would draw it). A hotel the API
 * does not know is kept as "no picture" too, so a made-up address does not make the edge ask
 * again on every page; so is a hotel whose picture has an unsafe address. An answer without the
 * contract's shape is a failed ask, as an API error is: the last good answer keeps serving. Never
 * an error page: without it the skeleton stays.
 */
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import {
  hotelFirstPicture,
  type HotelFirstViewPicture,
  type HotelPictures,
} from '@rednest/shared/remote/first-view-slots';
import { createEdgeAnswers } from './edge-answers';
import type { EdgeGuest } from './edge-guest';
import { boundedText, safeImageUrl } from './home-banners';

/** The first picture of a hotel page, as its gallery draws it. */
export type HotelPicture = HotelFirstViewPicture;

export interface HotelPicturesOptions {
  /** the edge's guest of the API, shared with the other first-view answers (edge-guest.ts; the edge warms it) */
  guest: EdgeGuest;
  ttlMs?: number;
  waitMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** `/{locale}/hotel/{slug or id}`: the slug; null for any other page */
export function hotelSlugOf(pathname: string): string | null {
  const m = /^\/[a-z]{2}-[a-z]{2}\/hotel\/([a-z0-9][a-z0-9-]{0,150})\/?$/i.exec(pathname.split('?')[0]!);
  return m ? m[1]! : null;
}

/**
 * What a hotel_details answer says of the first picture: `{ picture }`, null inside when the
 * hotel's picture is not one the edge draws (an unsafe address, an over-long caption); null when
 * the answer does not have the contract's shape (a broken API, which says nothing of the hotel).
 */
export function readHotelPicture(body: unknown): { picture: HotelPicture | null } | null {
  const hotel = body as Partial<HotelPictures> | null;
  if (
    !hotel ||
    typeof hotel !== 'object' ||
    !boundedText(hotel.name, 500) ||
    typeof hotel.lead_picture !== 'string' ||
    !Array.isArray(hotel.gallery_pictures)
  )
    return null;
  for (const tab of hotel.gallery_pictures) {
    if (!tab || typeof tab !== 'object' || !Array.isArray(tab.values)) return null;
    for (const v of tab.values) if (!v || typeof v !== 'object' || typeof v.url !== 'string') return null;
  }
  const first = hotelFirstPicture(hotel as HotelPictures);
  const drawable =
    boundedText(first.url, 2000) && boundedText(first.caption, 500) && safeImageUrl(first.url) === first.url;
  return { picture: drawable ? { url: first.url, caption: first.caption, name: hotel.name } : null };
}

export function createHotelPictures({
  guest,
  ttlMs = 10 * 60_000,
  waitMs = 250,
  maxEntries = 2000,
  now = Date.now,
}: HotelPicturesOptions) {
  /** `{ picture }` (null: the API does not know the hotel), or null when the API could not say */
  async function fetchPicture(slug: string): Promise<{ picture: HotelPicture | null } | null> {
    const res = await guest.get(endpointPath(ENDPOINTS.hotelDetails, { id: slug }));
    if (!res) return null;
    if (res.status === 404) return { picture: null };
    if (!res.ok) return null;
    // a broken answer counts as a failed ask: the last good answer keeps serving
    return readHotelPicture(await res.json().catch(() => null));
  }

  const answers = createEdgeAnswers(fetchPicture, { ttlMs, waitMs, maxEntries, now });

  return {
    /** The first picture of the hotel page at `pathname`; null when it is not a hotel page, the hotel is unknown or no answer came in time. */
    async forPath(pathname: string): Promise<HotelPicture | null> {
      const slug = hotelSlugOf(pathname);
      return slug ? ((await answers.get(slug))?.picture ?? null) : null;
    },
  };
}

export type HotelPicturesSource = ReturnType<typeof createHotelPictures>;
