CREATE TABLE "refund_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_ref" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refund_parts_amount_ck" CHECK ("refund_parts"."amount_minor" > 0),
	CONSTRAINT "refund_parts_status_ck" CHECK ("refund_parts"."status" in ('requested','processing','refunded','failed'))
);
--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_parts" ADD CONSTRAINT "refund_parts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_parts_refund_payment_uq" ON "refund_parts" USING btree ("refund_id","payment_id");--> statement-breakpoint
CREATE INDEX "refund_parts_provider_ref_idx" ON "refund_parts" USING btree ("provider_ref");--> statement-breakpoint
-- refunds recorded before this migration: one share each, on the payment they were asked of
INSERT INTO "refund_parts" ("refund_id", "payment_id", "amount_minor", "status", "provider_ref", "requested_at", "processed_at")
SELECT "id", "payment_id", "amount_minor", "status", "provider_ref", "requested_at", "processed_at" FROM "refunds"
WHERE "payment_id" IS NOT NULL AND "amount_minor" > 0;
