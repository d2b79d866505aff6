-- Nothing to change in the database: banners_link_path_safe (0003), properties_deal_id_deals_id_fk and
-- areas_search_name_trgm (0004) were made by hand in SQL and are now declared in src/db/schema too.
-- This file carries drizzle-kit's snapshot forward, so the next `drizzle-kit generate` does not add them again.
SELECT 1;
