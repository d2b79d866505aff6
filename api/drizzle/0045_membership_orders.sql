-- A club plan is bought alone too: a payment's order is a booking or a membership (membership_id), each
-- kind naming its one order; a membership is paid once, and money that comes after is given back whole
-- (an extra_payment refund, which then names no booking).
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_kind_ck";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "membership_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_membership_id_club_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."club_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_membership_kept_uq" ON "payments" USING btree ("membership_id") WHERE "payments"."status" = 'succeeded' and "payments"."failure_reason" is null;--> statement-breakpoint
CREATE INDEX "payments_membership_idx" ON "payments" USING btree ("membership_id") WHERE "payments"."membership_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_kind_ck" CHECK (("payments"."order_kind" = 'booking' and "payments"."booking_id" is not null and "payments"."membership_id" is null)
        or ("payments"."order_kind" = 'membership' and "payments"."membership_id" is not null and "payments"."booking_id" is null
          and "payments"."date_change_id" is null and "payments"."method" = 'card'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_ck" CHECK (("refunds"."kind" = 'booking' and "refunds"."booking_id" is not null) or ("refunds"."kind" = 'extra_payment' and "refunds"."payment_id" is not null and "refunds"."fee_minor" = 0));