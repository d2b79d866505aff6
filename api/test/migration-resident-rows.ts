/**
 * The rows the migration walk keeps (src/db/migrations.test.ts): each written right after the
 * migration that creates its table, so every later migration runs on a database where the tables
 * it changes hold rows, as a live database does. A NOT NULL column added without a default, a
 * constraint the existing rows break, a type they cannot be cast to: each fails the walk here, not
 * on the first deployment. A table that the walk leaves empty fails the walk's last test, so a
 * migration that creates a table adds its row here.
 */

/** the id of the table's row written here (ids come from the sequences, so a migration's INSERT never takes one) */
const row = (table: string) => `(SELECT min("id") FROM "${table}")`;

/** by the migration after which they are written */
export const RESIDENT_ROWS: Record<string, string> = {
  '0000_platform': `
    INSERT INTO "users" ("email", "password_hash", "first_name") VALUES ('resident@example.test', 'x', 'Resident');
    INSERT INTO "access_tokens" ("token_hash", "kind", "client_id", "expires_at", "user_id")
      VALUES ('resident-token', 'user', 'web', '2030-01-01T00:00:00Z', ${row('users')});
    INSERT INTO "banners" ("country", "language", "position", "title", "subtitle", "link_path", "palette")
      VALUES ('id', 'en', 1, 'Deals', 'This week', '/deals', '["#000","#fff"]');
    INSERT INTO "club_plans" ("country", "name", "duration_days", "price_minor", "currency", "order", "benefits")
      VALUES ('id', 'Club', 365, 9900000, 'IDR', 1, '[]');
    INSERT INTO "error_logs" ("error", "error_code", "error_description", "user_agent", "domain", "api_endpoint",
        "api_version", "app_environment")
      VALUES ('e', '500', 'd', 'ua', 'example.test', '/x', 'v1', 'test');
    INSERT INTO "faqs" ("language", "category", "position", "question", "answer") VALUES ('en', 'booking', 1, 'q', 'a');
    INSERT INTO "labels" ("language", "key", "value") VALUES ('en', 'resident', 'Resident');
    INSERT INTO "loyalty_tiers" ("key", "rank", "name", "min_bookings", "benefits") VALUES ('silver', 1, 'Silver', 0, '[]');
    INSERT INTO "rsite_contents" ("section", "language", "key", "position", "title", "body")
      VALUES ('about', 'en', 'intro', 1, 't', 'b');`,
  '0001_catalog': `
    INSERT INTO "areas" ("name", "slug", "category", "country", "timezone", "search_name", "lat", "lng")
      VALUES ('Bali', 'cit-bali', 'city', 'id', 'Asia/Makassar', 'bali', -8.4, 115.2);
    INSERT INTO "properties" ("name", "slug", "property_code", "property_type", "street1", "area_id", "city_id",
        "area_path", "country", "currency", "timezone", "check_in_time", "check_out_time", "rating", "picture_seed",
        "lat", "lng")
      VALUES ('Resident Hotel', 'resident-hotel', 'ID00001', 'hotel', 'Jl. 1', ${row('areas')}, ${row('areas')},
        ARRAY[${row('areas')}], 'id', 'IDR', 'Asia/Makassar', '14:00', '12:00', 8.5, 1, -8.4, 115.2);
    INSERT INTO "room_types" ("property_id", "name", "max_guests", "total_rooms", "base_price_minor")
      VALUES (${row('properties')}, 'Double', 2, 5, 30000000);
    INSERT INTO "rate_plans" ("room_type_id", "name", "code") VALUES (${row('room_types')}, 'Room only', 'room_only');
    INSERT INTO "inventory" ("room_type_id", "stay_date", "total_rooms", "price_minor", "rack_minor")
      VALUES (${row('room_types')}, '2030-01-01', 5, 30000000, 35000000);
    INSERT INTO "bookings" ("user_id", "property_id", "room_type_id", "rate_plan_id", "check_in", "check_out", "rooms",
        "guests", "total_minor", "currency", "booking_salt")
      VALUES (${row('users')}, ${row('properties')}, ${row('room_types')}, ${row('rate_plans')}, '2030-01-01',
        '2030-01-03', 1, 2, 60000000, 'IDR', 'resident-salt');`,
  '0004_search_discovery': `
    INSERT INTO "deals" ("slug", "title", "description", "country", "discount_percent", "starts_on", "ends_on")
      VALUES ('payday-id', 'Payday Sale', 'd', 'id', 15, '2030-01-01', '2030-03-01');
    INSERT INTO "experiment_assignments" ("subject", "experiment", "group_name") VALUES ('guest-1', 'listing', 'a');
    INSERT INTO "reviews" ("property_id", "author_name", "rating", "traveller_type", "comment", "stayed_on", "created_at")
      VALUES (${row('properties')}, 'Ana', 5, 'couple', 'Nice', '2029-12-01', '2029-12-05T00:00:00Z');
    INSERT INTO "search_history" ("user_id", "location_slug", "check_in", "check_out", "rooms", "guests")
      VALUES (${row('users')}, 'cit-bali', '2030-01-01', '2030-01-03', 1, 2);
    INSERT INTO "wishlists" ("user_id", "property_id") VALUES (${row('users')}, ${row('properties')});`,
  '0006_booking_holds': `
    INSERT INTO "idempotency_records" ("scope", "key", "request_hash", "status_code", "response")
      VALUES ('book_now', 'resident-key', 'h', 200, '{}');`,
  '0007_payments': `
    INSERT INTO "payments" ("booking_id", "method", "provider", "amount_minor", "currency")
      VALUES (${row('bookings')}, 'card', 'sandbox', 60000000, 'IDR');
    INSERT INTO "payment_events" ("provider", "event_id", "type", "payload", "payment_id")
      VALUES ('sandbox', 'evt_resident', 'payment.succeeded', '{}', ${row('payments')});`,
  // with its payment: 0026 makes the refund's share on that payment from it
  '0008_refunds': `
    INSERT INTO "refunds" ("booking_id", "payment_id", "amount_minor", "fee_minor", "currency")
      VALUES (${row('bookings')}, ${row('payments')}, 50000000, 10000000, 'IDR');`,
  '0009_outbox': `
    INSERT INTO "outbox_messages" ("channel", "kind", "recipient", "body")
      VALUES ('mail', 'booking_confirmed', 'resident@example.test', 'b');`,
  '0010_summary_adjustments': `
    INSERT INTO "add_ons" ("country", "type", "name", "sub_category", "currency", "price_minor")
      VALUES ('id', 'breakfast', 'Breakfast', 1, 'IDR', 3500000);
    INSERT INTO "promo_codes" ("code", "title", "kind", "percent", "valid_from", "valid_until")
      VALUES ('RESIDENT', 'Resident', 'percent', 10, '2030-01-01T00:00:00Z', '2030-12-31T00:00:00Z');
    INSERT INTO "promo_redemptions" ("promo_id", "booking_id", "email", "discount_minor")
      VALUES (${row('promo_codes')}, ${row('bookings')}, 'resident@example.test', 6000000);`,
  '0011_one_time_codes': `
    INSERT INTO "one_time_codes" ("request_id", "purpose", "channel", "recipient", "code_hash", "expires_at")
      VALUES ('resident-request', 'login', 'email', 'resident@example.test', 'h', '2030-01-01T00:00:00Z');`,
  '0015_booking_date_changes': `
    INSERT INTO "booking_date_changes" ("booking_id", "status", "old_check_in", "old_check_out", "new_check_in",
        "new_check_out", "old_total_minor", "new_total_minor", "difference_minor", "currency", "new_price")
      VALUES (${row('bookings')}, 'applied', '2030-01-01', '2030-01-03', '2030-01-02', '2030-01-04', 60000000,
        60000000, 0, 'IDR', '{}');`,
  '0018_booking_checkins': `
    INSERT INTO "booking_checkins" ("booking_id", "id_type", "id_number_last4", "full_name", "pass_token")
      VALUES (${row('bookings')}, 'passport', '1234', 'Resident', 'resident-pass');`,
  '0020_bank_accounts': `
    INSERT INTO "bank_accounts" ("user_id", "country_code", "bank_code", "holder_name", "account_number_enc",
        "account_last4")
      VALUES (${row('users')}, 'id', 'bca', 'Resident', 'enc', '6789');`,
  '0021_bank_transfer': `
    INSERT INTO "payment_proofs" ("payment_id", "filename", "content_type", "size_bytes", "sha256", "content")
      VALUES (${row('payments')}, 'proof.png', 'image/png', 3, 'h', '\\x010203');`,
  '0023_mkt_rewards': `
    INSERT INTO "mkt_rewards" ("user_id", "source", "title", "kind", "percent", "currency", "valid_until")
      VALUES (${row('users')}, 'referral', 'Welcome', 'percent', 10, 'IDR', '2030-12-31T00:00:00Z');`,
  '0024_corporate_rates': `
    INSERT INTO "corporate_companies" ("name", "country") VALUES ('Resident Co', 'id');
    INSERT INTO "corporate_members" ("user_id", "company_id") VALUES (${row('users')}, ${row('corporate_companies')});
    INSERT INTO "corporate_rates" ("company_id", "property_id", "discount_bp")
      VALUES (${row('corporate_companies')}, ${row('properties')}, 1000);`,
  '0025_payment_links': `
    INSERT INTO "payment_links" ("booking_id", "token_hash", "channels", "locale", "expires_at")
      VALUES (${row('bookings')}, 'resident-link', '{email}', 'en-id', '2030-01-01T00:00:00Z');`,
  '0027_corporate_clients': `
    INSERT INTO "corporate_clients" ("company_id", "name", "email", "token_hash", "link_locale", "link_sent_at",
        "link_expires_at")
      VALUES (${row('corporate_companies')}, 'Client', 'client@example.test', 'resident-client', 'en-id',
        '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z');`,
  '0028_captcha_uses': `
    INSERT INTO "captcha_uses" ("signature", "expires_at") VALUES ('resident-signature', '2030-01-01T00:00:00Z');`,
  '0029_booking_reminders': `
    INSERT INTO "booking_reminders" ("booking_id", "sent_at") VALUES (${row('bookings')}, '2029-12-31T00:00:00Z');`,
  '0039_ledger': `
    INSERT INTO "ledger_accounts" ("code", "kind", "ledger", "debits_must_not_exceed_credits", "debits_posted")
      VALUES ('house:cashback:IDR', 'house', 'IDR', false, 1000);
    INSERT INTO "ledger_accounts" ("code", "kind", "ledger", "user_id", "expires_at", "debits_must_not_exceed_credits", "credits_posted")
      VALUES ('lot:resident:IDR:cashback', 'lot', 'IDR', ${row('users')}, '2030-01-01T00:00:00Z', true, 1000);
    INSERT INTO "ledger_transfers" ("idempotency_key", "debit_account_id", "credit_account_id", "amount", "ledger", "kind", "phase")
      VALUES ('resident-cashback', ${row('ledger_accounts')}, (SELECT max("id") FROM "ledger_accounts"), 1000, 'IDR', 'cashback', 'single');`,
  '0042_referrals': `
    INSERT INTO "users" ("email", "password_hash", "first_name") VALUES ('resident.friend@example.test', 'x', 'Friend');
    INSERT INTO "referrals" ("referrer_id", "friend_id", "status", "reward_id")
      VALUES (${row('users')}, (SELECT max("id") FROM "users"), 'joined', ${row('mkt_rewards')});`,
  '0043_club_memberships': `
    INSERT INTO "club_memberships" ("user_id", "plan_id", "booking_id", "status", "price_minor", "currency")
      VALUES (${row('users')}, ${row('club_plans')}, ${row('bookings')}, 'pending', 9900000, 'IDR');`,
};
