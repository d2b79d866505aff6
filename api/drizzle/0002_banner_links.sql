-- banners seeded before this migration linked to pages that do not exist
-- (cit-bali: Bali is a province; /club: no such page yet). New seeds carry the same links
-- (src/db/platform-data/content.ts); banners changed by hand are left alone.
UPDATE "banners" SET "link_path" = '/search?location=pro-bali&name=Bali' WHERE "link_path" = '/search?location=cit-bali';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-jakarta&name=Jakarta&property_type=residence' WHERE "link_path" = '/search?location=cit-jakarta&property_type=residence';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/what-is-redcash' WHERE "link_path" = '/club';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-singapore&name=Singapore' WHERE "link_path" = '/search?location=cit-singapore';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-singapore&name=Singapore&property_type=coliving' WHERE "link_path" = '/search?location=cit-singapore&property_type=coliving';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-cebu-city&name=Cebu%20City' WHERE "link_path" = '/search?location=cit-cebu-city';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-makati&name=Makati' WHERE "link_path" = '/search?location=cit-makati';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-da-nang&name=Da%20Nang' WHERE "link_path" = '/search?location=cit-da-nang';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-ho-chi-minh-city&name=Ho%20Chi%20Minh%20City&property_type=residence' WHERE "link_path" = '/search?location=cit-ho-chi-minh-city&property_type=residence';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-bangkok&name=Bangkok' WHERE "link_path" = '/search?location=cit-bangkok';--> statement-breakpoint
UPDATE "banners" SET "link_path" = '/search?location=cit-chiang-mai&name=Chiang%20Mai' WHERE "link_path" = '/search?location=cit-chiang-mai&property_type=residence';
