-- The search's availability index (modules/search/availability-feed.ts) follows inventory through these
-- notifications. They are raised by the writing transaction itself and PostgreSQL delivers them only when
-- it commits, in commit order, so no code path that sells or returns rooms can skip one and no listener
-- sees a change that was rolled back. A payload is `<n> <line>;<line>…`, one line per night written:
-- `room_type_id,day,free_rooms,price_minor,rack_minor` (day = days since 1970-01-01), absolute values, so
-- applying them in delivery order converges. `<n>` keeps payloads distinct: PostgreSQL folds identical
-- payloads of one transaction into one, which would drop a night set back to an earlier value.
-- Rows added or removed, a room type's property or capacity changed, or a statement writing more than
-- 2,000 nights send `reload` instead (the listener reads everything again).
CREATE SEQUENCE "inventory_change_seq";--> statement-breakpoint
CREATE FUNCTION "inventory_nights_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch text := '';
  night text;
BEGIN
  IF (SELECT count(*) FROM "new_nights") > 2000 OR EXISTS (
    SELECT "room_type_id", "stay_date", "property_id", "max_guests" FROM "new_nights"
    EXCEPT SELECT "room_type_id", "stay_date", "property_id", "max_guests" FROM "old_nights"
  ) THEN
    PERFORM pg_notify('inventory_changes', 'reload');
    RETURN NULL;
  END IF;
  FOR night IN
    SELECT concat_ws(',', "room_type_id", "stay_date" - date '1970-01-01', "total_rooms" - "sold_rooms", "price_minor", "rack_minor")
    FROM "new_nights" ORDER BY "room_type_id", "stay_date"
  LOOP
    IF length(batch) + length(night) > 7000 THEN
      PERFORM pg_notify('inventory_changes', nextval('inventory_change_seq') || ' ' || batch);
      batch := '';
    END IF;
    batch := CASE WHEN batch = '' THEN night ELSE batch || ';' || night END;
  END LOOP;
  IF batch <> '' THEN
    PERFORM pg_notify('inventory_changes', nextval('inventory_change_seq') || ' ' || batch);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "inventory_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inventory_changes', 'reload');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_nights_feed" AFTER UPDATE ON "inventory"
  REFERENCING OLD TABLE AS "old_nights" NEW TABLE AS "new_nights"
  FOR EACH STATEMENT EXECUTE FUNCTION "inventory_nights_changed"();--> statement-breakpoint
CREATE TRIGGER "inventory_rows_feed" AFTER INSERT OR DELETE ON "inventory"
  FOR EACH STATEMENT EXECUTE FUNCTION "inventory_rows_changed"();
