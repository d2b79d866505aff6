-- The ledger (src/db/schema/ledger.ts, modules/ledger): accounts and append-only transfers. Users'
-- redcash and points were two mutable counters on `users`; each non-zero one moves in here as an opening
-- transfer from the house's opening account (redcash into a lot of the user's home currency that
-- expires 180 days from now, points into the user's points account) before the counters are dropped.
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(200) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"ledger" varchar(3) NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone,
	"debits_must_not_exceed_credits" boolean NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_ledger_uq" UNIQUE("id","ledger"),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('lot', 'points', 'house')),
	CONSTRAINT "ledger_accounts_ledger_ck" CHECK ("ledger_accounts"."ledger" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_amounts_ck" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK (not "ledger_accounts"."debits_must_not_exceed_credits" or "ledger_accounts"."debits_posted" + "ledger_accounts"."debits_pending" <= "ledger_accounts"."credits_posted"),
	CONSTRAINT "ledger_accounts_member_ck" CHECK (("ledger_accounts"."kind" = 'house') = ("ledger_accounts"."user_id" is null)),
	CONSTRAINT "ledger_accounts_lot_ck" CHECK (("ledger_accounts"."kind" = 'lot') = ("ledger_accounts"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"ledger" varchar(3) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"phase" varchar(10) NOT NULL,
	"pending_id" bigint,
	"batch_key" varchar(200),
	"reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_ck" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_ck" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_phase_ck" CHECK ("ledger_transfers"."phase" in ('single', 'pending', 'post', 'void')),
	CONSTRAINT "ledger_transfers_pending_ck" CHECK (("ledger_transfers"."phase" in ('post', 'void')) = ("ledger_transfers"."pending_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_point_balance_non_negative";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_redcash_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_fk" FOREIGN KEY ("debit_account_id","ledger") REFERENCES "public"."ledger_accounts"("id","ledger") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_fk" FOREIGN KEY ("credit_account_id","ledger") REFERENCES "public"."ledger_accounts"("id","ledger") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_uq" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id","ledger");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_uq" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."pending_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_transfers_batch_idx" ON "ledger_transfers" USING btree ("batch_key");--> statement-breakpoint
CREATE FUNCTION "ledger_transfers_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are append-only: a correction is a new transfer' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_change" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_append_only"();--> statement-breakpoint
CREATE TEMP TABLE "opening_balances" AS
  SELECT "id" AS "user_id",
         CASE "country_code" WHEN 'sg' THEN 'SGD' WHEN 'ph' THEN 'PHP' WHEN 'vn' THEN 'VND' WHEN 'th' THEN 'THB' ELSE 'IDR' END AS "currency",
         "redcash_balance_minor" AS "redcash", "point_balance" AS "points"
  FROM "users" WHERE "redcash_balance_minor" > 0 OR "point_balance" > 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "kind", "ledger", "debits_must_not_exceed_credits", "debits_posted")
  SELECT 'house:opening:' || "currency", 'house', "currency", false, sum("redcash") FROM "opening_balances" WHERE "redcash" > 0 GROUP BY "currency"
  UNION ALL
  SELECT 'house:opening:PTS', 'house', 'PTS', false, sum("points") FROM "opening_balances" WHERE "points" > 0 HAVING count(*) > 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "kind", "ledger", "user_id", "expires_at", "debits_must_not_exceed_credits", "credits_posted")
  SELECT 'lot:' || "user_id" || ':' || "currency" || ':opening:' || "user_id" || ':' || "currency", 'lot', "currency", "user_id", now() + interval '180 days', true, "redcash"
  FROM "opening_balances" WHERE "redcash" > 0
  UNION ALL
  SELECT 'points:' || "user_id", 'points', 'PTS', "user_id", NULL, true, "points" FROM "opening_balances" WHERE "points" > 0;--> statement-breakpoint
INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger", "kind", "phase")
  SELECT 'opening:' || o."user_id" || ':' || o."currency", h."id", l."id", o."redcash", o."currency", 'opening', 'single'
  FROM "opening_balances" o
  JOIN "ledger_accounts" h ON h."code" = 'house:opening:' || o."currency"
  JOIN "ledger_accounts" l ON l."code" = 'lot:' || o."user_id" || ':' || o."currency" || ':opening:' || o."user_id" || ':' || o."currency"
  WHERE o."redcash" > 0
  UNION ALL
  SELECT 'opening:' || o."user_id" || ':PTS', h."id", p."id", o."points", 'PTS', 'opening', 'single'
  FROM "opening_balances" o
  JOIN "ledger_accounts" h ON h."code" = 'house:opening:PTS'
  JOIN "ledger_accounts" p ON p."code" = 'points:' || o."user_id"
  WHERE o."points" > 0;--> statement-breakpoint
DROP TABLE "opening_balances";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "point_balance";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "redcash_balance_minor";