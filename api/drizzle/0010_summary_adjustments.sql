CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"sub_category" smallint NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"catalogue_enable" boolean DEFAULT false NOT NULL,
	"menu_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "add_ons_price_ck" CHECK ("add_ons"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount_minor" integer,
	"max_discount_minor" integer,
	"min_spend_minor" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_user_only" boolean DEFAULT false NOT NULL,
	"per_user_limit" integer,
	"total_limit" integer,
	"listed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_codes_kind_ck" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."percent" between 1 and 90) or ("promo_codes"."kind" = 'fixed' and "promo_codes"."amount_minor" > 0 and "promo_codes"."currency" is not null)),
	CONSTRAINT "promo_codes_amounts_ck" CHECK (("promo_codes"."min_spend_minor" = 0 and "promo_codes"."max_discount_minor" is null) or "promo_codes"."currency" is not null),
	CONSTRAINT "promo_codes_window_ck" CHECK ("promo_codes"."valid_until" > "promo_codes"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"discount_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "add_ons_country_type_uq" ON "add_ons" USING btree ("country","type");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_uq" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_booking_uq" ON "promo_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_idx" ON "promo_redemptions" USING btree ("promo_id");