DROP INDEX "refunds_booking_uq";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_booking_uq" ON "refunds" USING btree ("booking_id") WHERE "refunds"."kind" = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_extra_payment_uq" ON "refunds" USING btree ("payment_id") WHERE "refunds"."kind" = 'extra_payment';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_ck" CHECK ("refunds"."kind" = 'booking' or ("refunds"."kind" = 'extra_payment' and "refunds"."payment_id" is not null and "refunds"."fee_minor" = 0));--> statement-breakpoint
-- Money kept twice before this migration (a booking's second checkout paid after the first): one payment is
-- kept as the booking's, every other is given back whole, as the API now does when one arrives, through an
-- extra payment's refund that the refund sweeper asks of the provider. Kept: a pay-at-hotel booking's
-- due_at_hotel payment, else the one a cancellation or a cheaper change of dates already gave back from (it
-- was taken as the booking's), else the first. What was already given back from another is not asked again.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (PARTITION BY "booking_id" ORDER BY ("status" = 'due_at_hotel') DESC,
    (EXISTS (SELECT 1 FROM "refund_parts" WHERE "refund_parts"."payment_id" = "payments"."id")
      OR EXISTS (SELECT 1 FROM "booking_date_changes" WHERE "booking_date_changes"."refund_payment_id" = "payments"."id")) DESC,
    "id") AS "n"
  FROM "payments"
  WHERE "date_change_id" IS NULL AND "status" IN ('succeeded','due_at_hotel') AND "failure_reason" IS NULL
), "extra" AS (
  UPDATE "payments" SET "failure_reason" = 'already_paid', "updated_at" = now()
  FROM "ranked" WHERE "payments"."id" = "ranked"."id" AND "ranked"."n" > 1 AND "payments"."status" = 'succeeded'
  RETURNING "payments"."id", "payments"."booking_id", "payments"."currency",
    ("payments"."amount_minor"
      - coalesce((SELECT sum("amount_minor") FROM "refund_parts" WHERE "refund_parts"."payment_id" = "payments"."id" AND "refund_parts"."status" <> 'failed'), 0)
      - coalesce((SELECT sum(abs("difference_minor")) FROM "booking_date_changes" WHERE "booking_date_changes"."refund_payment_id" = "payments"."id" AND "booking_date_changes"."refund_status" <> 'failed'), 0))::int AS "due"
), "refund" AS (
  INSERT INTO "refunds" ("booking_id", "kind", "payment_id", "amount_minor", "fee_minor", "currency", "status", "processed_at")
  SELECT "booking_id", 'extra_payment', "id", greatest("due", 0), 0, "currency", CASE WHEN "due" > 0 THEN 'requested' ELSE 'refunded' END, CASE WHEN "due" > 0 THEN NULL ELSE now() END
  FROM "extra"
  RETURNING "id", "payment_id", "amount_minor"
)
INSERT INTO "refund_parts" ("refund_id", "payment_id", "amount_minor")
SELECT "id", "payment_id", "amount_minor" FROM "refund" WHERE "amount_minor" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_kept_uq" ON "payments" USING btree ("booking_id") WHERE "payments"."date_change_id" is null and "payments"."status" in ('succeeded','due_at_hotel') and "payments"."failure_reason" is null;
