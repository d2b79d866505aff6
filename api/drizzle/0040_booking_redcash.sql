-- Redcash a booking spends is reserved by book_now (pending ledger transfers of the batch
-- `booking:<id>:redcash`, modules/ledger) and settled by what happens to the booking. Many code paths
-- change a booking's status (the payment webhook and its sweep, pay at hotel, a payment link, the hold
-- sweeper, a guest's cancellation), so the settlement is this trigger on the status itself: none can
-- skip it, and it runs in the transaction that changes the status.
--   pending → confirmed (or checked in, completed): each open reservation is posted (the money is spent);
--   pending → cancelled (the hold ended unpaid): each open reservation is voided (the money never left);
--   confirmed or checked in → cancelled: what was posted comes back to the member as new lots, each
--     with the expiry of the lot it was taken from, or 30 days from now when that has passed.
-- Each settlement is a transfer keyed by what it settles, so a status written twice settles once.
CREATE FUNCTION "booking_redcash_settle"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch text := 'booking:' || NEW."id" || ':redcash';
  r record;
  lot_id integer;
  n integer := 0;
BEGIN
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
      SELECT t.*, l."user_id", l."expires_at" FROM "ledger_transfers" t
      JOIN "ledger_transfers" p ON p."pending_id" = t."id" AND p."phase" = 'post'
      JOIN "ledger_accounts" l ON l."id" = t."debit_account_id"
      WHERE t."batch_key" = batch AND t."phase" = 'pending'
      ORDER BY t."id"
    LOOP
      n := n + 1;
      CONTINUE WHEN EXISTS (SELECT 1 FROM "ledger_transfers" WHERE "idempotency_key" = batch || ':return:' || n);
      INSERT INTO "ledger_accounts" ("code", "kind", "ledger", "user_id", "expires_at", "debits_must_not_exceed_credits")
        VALUES ('lot:' || r."user_id" || ':' || r."ledger" || ':' || batch || ':return:' || n, 'lot', r."ledger",
          r."user_id", greatest(r."expires_at", now() + interval '30 days'), true)
        RETURNING "id" INTO lot_id;
      INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger",
          "kind", "phase", "batch_key", "reference")
        VALUES (batch || ':return:' || n, r."credit_account_id", lot_id, r."amount", r."ledger", 'spend_return', 'single',
          batch || ':return', r."reference");
      UPDATE "ledger_accounts" SET "debits_posted" = "debits_posted" + r."amount" WHERE "id" = r."credit_account_id";
      UPDATE "ledger_accounts" SET "credits_posted" = "credits_posted" + r."amount" WHERE "id" = lot_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_redcash_settlement" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "booking_redcash_settle"();
