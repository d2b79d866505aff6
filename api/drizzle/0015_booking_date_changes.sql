CREATE TABLE "booking_date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"old_check_in" date NOT NULL,
	"old_check_out" date NOT NULL,
	"new_check_in" date NOT NULL,
	"new_check_out" date NOT NULL,
	"old_total_minor" integer NOT NULL,
	"new_total_minor" integer NOT NULL,
	"difference_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"new_price" jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"refund_status" text,
	"refund_payment_id" integer,
	"refund_provider_ref" text,
	"refund_requested_at" timestamp with time zone,
	"refund_processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_date_changes_status_ck" CHECK ("booking_date_changes"."status" in ('awaiting_payment','applied','expired')),
	CONSTRAINT "booking_date_changes_dates_ck" CHECK ("booking_date_changes"."new_check_out" > "booking_date_changes"."new_check_in"),
	CONSTRAINT "booking_date_changes_refund_ck" CHECK ("booking_date_changes"."refund_status" is null or "booking_date_changes"."refund_status" in ('requested','processing','refunded','failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "date_change_id" integer;--> statement-breakpoint
ALTER TABLE "booking_date_changes" ADD CONSTRAINT "booking_date_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_date_changes_booking_idx" ON "booking_date_changes" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_date_changes_open_uq" ON "booking_date_changes" USING btree ("booking_id") WHERE "booking_date_changes"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_date_change_id_booking_date_changes_id_fk" FOREIGN KEY ("date_change_id") REFERENCES "public"."booking_date_changes"("id") ON DELETE no action ON UPDATE no action;