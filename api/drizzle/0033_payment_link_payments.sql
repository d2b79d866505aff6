ALTER TABLE "payments" ADD COLUMN "payment_link_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Checkouts opened through a payment link before this migration: the link of their booking that was
-- current when they were opened (a link opens a checkout only while it is the booking's newest).
UPDATE "payments" SET "payment_link_id" = (
  SELECT "payment_links"."id" FROM "payment_links"
  WHERE "payment_links"."booking_id" = "payments"."booking_id" AND "payment_links"."created_at" <= "payments"."created_at"
  ORDER BY "payment_links"."created_at" DESC, "payment_links"."id" DESC LIMIT 1
) WHERE "payments"."method" = 'payment_link';--> statement-breakpoint
CREATE INDEX "payments_payment_link_idx" ON "payments" USING btree ("payment_link_id") WHERE "payments"."payment_link_id" is not null;
