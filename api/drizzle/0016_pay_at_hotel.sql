ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pay_at_hotel_uq" ON "payments" USING btree ("booking_id") WHERE "payments"."method" = 'pay_at_hotel';--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_ck" CHECK ("one_time_codes"."purpose" in ('login', 'verify_email', 'verify_phone', 'reset_password', 'find_booking', 'pay_at_hotel'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_kind_ck" CHECK ("payments"."order_kind" in ('booking'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('created','requires_action','succeeded','failed','expired','due_at_hotel','awaiting_transfer'));