/**
 * Catalogue reads for locations and search: the one repository the search service gets. Its parts
 * by concern (locations, the listing over the stay query, the listing facts) are merged in here
 * with the signed-in guest's own reads (search history, wish list).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { searchHistory, wishlists } from '../../db/schema/discovery.ts';
import { createListingFactsRepository } from './listing-facts.repository.ts';
import { createListingRepository } from './listing.repository.ts';
import { createLocationsRepository } from './locations.repository.ts';

export function createSearchRepository(db: Db) {
  return {
    ...createLocationsRepository(db),
    ...createListingRepository(db),
    ...createListingFactsRepository(db),

    /** user_search_history: one row per distinct search, its time moved to now when repeated */
    async recordSearch(s: {
      userId: number;
      locationSlug: string;
      checkIn: string;
      checkOut: string;
      rooms: number;
      guests: number;
    }): Promise<void> {
      await db.execute(sql`
        insert into ${searchHistory} (user_id, location_slug, check_in, check_out, rooms, guests)
        values (${s.userId}, ${s.locationSlug}, ${s.checkIn}::date, ${s.checkOut}::date, ${s.rooms}, ${s.guests})
        on conflict (user_id, location_slug, check_in, check_out, rooms, guests) do update set searched_at = now()`);
    },

    /** which of these properties the user has wish-listed */
    async wishlistedAmong(userId: number, propertyIds: number[]): Promise<Set<number>> {
      if (!propertyIds.length) return new Set();
      const rows = rowsOf<{ property_id: number }>(
        await db.execute(sql`
        select property_id from ${wishlists} where user_id = ${userId} and property_id in (${sql.join(
          propertyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`),
      );
      return new Set(rows.map((r) => Number(r.property_id)));
    },

    async wishlistCount(userId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ${wishlists} where user_id = ${userId}`),
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
