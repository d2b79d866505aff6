ALTER TABLE "users" ADD COLUMN "preferred_payment_method" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- accounts that signed in before the counter existed: their last sign-in is the first one known
UPDATE "users" SET "first_login_at" = "last_login_at", "login_count" = 1 WHERE "last_login_at" IS NOT NULL;
