-- The language of the site a booking was made on: its mails (confirmation, reminder, payment link) are written
-- in it, whatever request builds them later (often the gateway's webhook). Bookings made before it read English.
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_ck" CHECK ("bookings"."language" in ('en','id','vi','th'));