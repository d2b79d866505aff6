-- Refer and earn (src/db/schema/club.ts, modules/club/referral): a member's code on users (made when first
-- asked for), and one referral row per referred friend, whose first completed stay credits the referrer.
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"refusal" text,
	"reward_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "referrals_self_ck" CHECK ("referrals"."referrer_id" <> "referrals"."friend_id"),
	CONSTRAINT "referrals_status_ck" CHECK ("referrals"."status" in ('joined', 'credited', 'refused')),
	CONSTRAINT "referrals_refusal_ck" CHECK ("referrals"."refusal" is null or "referrals"."refusal" in ('earlier_booking', 'monthly_cap')),
	CONSTRAINT "referrals_credited_ck" CHECK (("referrals"."status" = 'credited') = ("referrals"."credited_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" varchar(12);--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_id_mkt_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."mkt_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_uq" ON "referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","credited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");