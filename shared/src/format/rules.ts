/**
 * Business constants that the browser and the API both enforce (spec §5, §9). One place: the
 * API's schemas and services, mf-search's forms and the listing all read them from here.
 */

// ── occupancy ────────────────────────────────────────────────────────────────
/** spec §9: a search defaults to 1 room and 2 guests */
export const DEFAULT_ROOMS = 1;
export const DEFAULT_GUESTS = 2;
/** decision (spec silent): at most 10 rooms and 40 guests in one booking, at least one guest per room */
export const MIN_ROOMS = 1;
export const MAX_ROOMS = 10;
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 40;

// ── stays ────────────────────────────────────────────────────────────────────
/** spec §9: residences (monthly stays) are booked for at least 30 nights */
export const RESIDENCE_MIN_NIGHTS = 30;
/** spec §9 date range: at least 1 night, at most 90 (the range calendar's defaults) */
export const MIN_STAY_NIGHTS = 1;
export const MAX_STAY_NIGHTS = 90;
/** spec §5: selectable dates run from today to 2 years ahead */
export const BOOKING_HORIZON_YEARS = 2;

// ── sorting ──────────────────────────────────────────────────────────────────
/** spec §9: sort type PRICE maps to ascending, every other sort to descending */
export function defaultOrderOf(sort: string): 'asc' | 'desc' {
  return sort === 'price' ? 'asc' : 'desc';
}

// ── lists ────────────────────────────────────────────────────────────────────
/** spec §9: listing page size (also the page size of every other paged list) */
export const PAGE_SIZE = 10;
/** the largest page a client may ask for */
export const MAX_PAGE_SIZE = 50;
/** the deepest page number a paged endpoint accepts (deeper is a 400, not a slow scan) */
export const MAX_PAGE = 10_000;
/** spec §9: hotels loaded before the listing stops auto-paging (10 for google_query and hotels-around-you) */
export const FIRST_LOAD_THRESHOLD = 20;
export const FIRST_LOAD_THRESHOLD_NARROW = 10;
/** spec §9: popular locations and recent searches kept */
export const RECENT_SEARCHES_KEPT = 5;

// ── bookings ─────────────────────────────────────────────────────────────────
/** The code a guest knows a booking by (mails, invoices, the booking pages): RN and the id, six digits at least. */
export const bookingCode = (id: number): string => `RN${String(id).padStart(6, '0')}`;

// ── occupancy arithmetic (used by the rooms/guests field and by URL parsing) ──
export interface Occupancy {
  rooms: number;
  guest: number;
}

/** Brings any pair into the limits; every room keeps at least one guest. */
export function clampOccupancy({ rooms, guest }: Occupancy): Occupancy {
  const r = Math.min(MAX_ROOMS, Math.max(MIN_ROOMS, Math.trunc(rooms) || DEFAULT_ROOMS));
  const g = Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, Math.trunc(guest) || DEFAULT_GUESTS));
  return { rooms: r, guest: Math.max(g, r) };
}

/** Adding a room beyond the guest count brings a guest along (a room is never empty). */
export function changeRooms(o: Occupancy, delta: number): Occupancy {
  const rooms = Math.min(MAX_ROOMS, Math.max(MIN_ROOMS, o.rooms + delta));
  return { rooms, guest: Math.max(o.guest, rooms) };
}

export function changeGuests(o: Occupancy, delta: number): Occupancy {
  const guest = Math.min(MAX_GUESTS, Math.max(Math.max(MIN_GUESTS, o.rooms), o.guest + delta));
  return { rooms: o.rooms, guest };
}

export const canRemoveRoom = (o: Occupancy) => o.rooms > MIN_ROOMS;
export const canAddRoom = (o: Occupancy) => o.rooms < MAX_ROOMS;
export const canRemoveGuest = (o: Occupancy) => o.guest > Math.max(MIN_GUESTS, o.rooms);
export const canAddGuest = (o: Occupancy) => o.guest < MAX_GUESTS;

// ── links ────────────────────────────────────────────────────────────────────
/**
 * A link the site may put in an href or src: a site-relative path (`/search?…`, never `//host`
 * or `/\\host`) or an absolute http(s) URL with a host. Nothing else: no `javascript:`, `data:`,
 * `vbscript:` or other scheme, no whitespace or control characters (browsers drop tabs and
 * newlines, which would turn `/\t/host` into `//host`), no backslash (read as `/`). The database
 * holds the same rule as a CHECK on banners.link_path (api/drizzle/0003_safe_links.sql).
 * It lives here (no imports) so a remote can check an href without the schema bundle.
 */
export const SAFE_LINK_PATTERN =
  '^(?:[hH][tT][tT][pP][sS]?://[^\\s\\u0000-\\u001f\\u007f/?#\\\\]+|/(?:[^/\\\\\\s\\u0000-\\u001f\\u007f]|$))[^\\s\\u0000-\\u001f\\u007f\\\\]*$';

const SAFE_LINK_RE = new RegExp(SAFE_LINK_PATTERN);

/** Whether a link from the database may be served (see SAFE_LINK_PATTERN). */
export const isSafeLink = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2000 && SAFE_LINK_RE.test(value);
