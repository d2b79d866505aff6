-- Points pay for stays as redcash does: book_now reserves them as a pending transfer of the batch
-- `booking:<id>:points` (points account → house points_spent), and the booking's status settles it
-- with the same trigger as redcash, now over both batches. A paid booking cancelled gives points back
-- to the member's points account (points do not expire, so no new lot is needed).
-- `tier_shown`: the tier whose rise the member has seen; members keep the tier they hold as seen, so
-- nobody gets an animation for a tier reached before it existed.
ALTER TABLE "users" ADD COLUMN "tier_shown" varchar(20) DEFAULT 'bronze' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "tier_shown" = "loyalty_tier";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_redcash_settle"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch text;
  r record;
  lot_id integer;
  n integer;
BEGIN
  FOREACH batch IN ARRAY ARRAY['booking:' || NEW."id" || ':redcash', 'booking:' || NEW."id" || ':points'] LOOP
    n := 0;
    IF NEW."status" IN ('confirmed', 'checked_in', 'completed') AND OLD."status" = 'pending'
       OR NEW."status" = 'cancelled' AND OLD."status" = 'pending' THEN
      FOR r IN
        SELECT t.* FROM "ledger_transfers" t
        WHERE t."batch_key" = batch AND t."phase" = 'pending'
          AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" s WHERE s."pending_id" = t."id")
        ORDER BY t."id"
      LOOP
        IF NEW."status" = 'cancelled' THEN
          INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger",
              "kind", "phase", "pending_id", "batch_key", "reference")
            VALUES (r."idempotency_key" || ':void', r."debit_account_id", r."credit_account_id", r."amount", r."ledger",
              r."kind", 'void', r."id", batch, r."reference");
          UPDATE "ledger_accounts" SET "debits_pending" = "debits_pending" - r."amount" WHERE "id" = r."debit_account_id";
          UPDATE "ledger_accounts" SET "credits_pending" = "credits_pending" - r."amount" WHERE "id" = r."credit_account_id";
        ELSE
          INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger",
              "kind", "phase", "pending_id", "batch_key", "reference")
            VALUES (r."idempotency_key" || ':post', r."debit_account_id", r."credit_account_id", r."amount", r."ledger",
              r."kind", 'post', r."id", batch, r."reference");
          UPDATE "ledger_accounts" SET "debits_pending" = "debits_pending" - r."amount",
              "debits_posted" = "debits_posted" + r."amount" WHERE "id" = r."debit_account_id";
          UPDATE "ledger_accounts" SET "credits_pending" = "credits_pending" - r."amount",
              "credits_posted" = "credits_posted" + r."amount" WHERE "id" = r."credit_account_id";
        END IF;
      END LOOP;
    ELSIF NEW."status" = 'cancelled' AND OLD."status" IN ('confirmed', 'checked_in') THEN
      FOR r IN
        SELECT t.*, l."user_id", l."expires_at", l."kind" AS "account_kind" FROM "ledger_transfers" t
        JOIN "ledger_transfers" p ON p."pending_id" = t."id" AND p."phase" = 'post'
        JOIN "ledger_accounts" l ON l."id" = t."debit_account_id"
        WHERE t."batch_key" = batch AND t."phase" = 'pending'
        ORDER BY t."id"
      LOOP
        n := n + 1;
        CONTINUE WHEN EXISTS (SELECT 1 FROM "ledger_transfers" WHERE "idempotency_key" = batch || ':return:' || n);
        IF r."account_kind" = 'points' THEN
          lot_id := r."debit_account_id";
        ELSE
          INSERT INTO "ledger_accounts" ("code", "kind", "ledger", "user_id", "expires_at", "debits_must_not_exceed_credits")
            VALUES ('lot:' || r."user_id" || ':' || r."ledger" || ':' || batch || ':return:' || n, 'lot', r."ledger",
              r."user_id", greatest(r."expires_at", now() + interval '30 days'), true)
            RETURNING "id" INTO lot_id;
        END IF;
        INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger",
            "kind", "phase", "batch_key", "reference")
          VALUES (batch || ':return:' || n, r."credit_account_id", lot_id, r."amount", r."ledger",
            CASE WHEN r."account_kind" = 'points' THEN 'points_return' ELSE 'spend_return' END, 'single',
            batch || ':return', r."reference");
        UPDATE "ledger_accounts" SET "debits_posted" = "debits_posted" + r."amount" WHERE "id" = r."credit_account_id";
        UPDATE "ledger_accounts" SET "credits_posted" = "credits_posted" + r."amount" WHERE "id" = lot_id;
      END LOOP;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
