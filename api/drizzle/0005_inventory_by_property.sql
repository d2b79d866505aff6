-- Stay searches read inventory by property (search README "Speed"): each night carries its room
-- type's property and capacity, and one covering index answers "the nights of these properties in
-- [check-in, check-out)" with index-only scans, one range per property instead of one per room type.
ALTER TABLE "inventory" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "max_guests" smallint;--> statement-breakpoint
UPDATE "inventory" i SET "property_id" = rt."property_id", "max_guests" = rt."max_guests" FROM "room_types" rt WHERE rt."id" = i."room_type_id";--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "max_guests" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_property_night_idx" ON "inventory" USING btree ("property_id","stay_date") INCLUDE ("room_type_id", "max_guests", "price_minor", "rack_minor", "total_rooms", "sold_rooms");--> statement-breakpoint
-- the copies follow their room type
CREATE FUNCTION "inventory_follow_room_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inventory" SET "property_id" = NEW."property_id", "max_guests" = NEW."max_guests" WHERE "room_type_id" = NEW."id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "room_types_inventory_copy" AFTER UPDATE OF "property_id", "max_guests" ON "room_types"
  FOR EACH ROW EXECUTE FUNCTION "inventory_follow_room_type"();
