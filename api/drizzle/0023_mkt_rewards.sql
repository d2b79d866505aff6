CREATE TABLE "mkt_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount_minor" integer,
	"max_discount_minor" integer,
	"min_spend_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mkt_rewards_kind_ck" CHECK (("mkt_rewards"."kind" = 'percent' and "mkt_rewards"."percent" between 1 and 90) or ("mkt_rewards"."kind" = 'fixed' and "mkt_rewards"."amount_minor" > 0)),
	CONSTRAINT "mkt_rewards_source_ck" CHECK ("mkt_rewards"."source" in ('referral', 'campaign'))
);
--> statement-breakpoint
ALTER TABLE "mkt_rewards" ADD CONSTRAINT "mkt_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_rewards" ADD CONSTRAINT "mkt_rewards_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mkt_rewards_user_idx" ON "mkt_rewards" USING btree ("user_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_rewards_booking_uq" ON "mkt_rewards" USING btree ("booking_id");