CREATE TABLE "payment_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_size_ck" CHECK ("payment_proofs"."size_bytes" > 0 and "payment_proofs"."size_bytes" <= 2097152),
	CONSTRAINT "payment_proofs_type_ck" CHECK ("payment_proofs"."content_type" in ('image/jpeg','image/png','application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_proofs_payment_idx" ON "payment_proofs" USING btree ("payment_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_transfer_uq" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'awaiting_transfer';