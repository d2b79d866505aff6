CREATE TABLE "booking_checkins" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"id_type" text NOT NULL,
	"id_number_last4" text NOT NULL,
	"full_name" text NOT NULL,
	"pass_token" text NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_checkins" ADD CONSTRAINT "booking_checkins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_checkins_pass_uq" ON "booking_checkins" USING btree ("pass_token");