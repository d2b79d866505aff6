CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "deals_discount_ck" CHECK ("deals"."discount_percent" between 1 and 90),
	CONSTRAINT "deals_dates_ck" CHECK ("deals"."ends_on" >= "deals"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "experiment_assignments" (
	"subject" text NOT NULL,
	"experiment" text NOT NULL,
	"group_name" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_subject_experiment_pk" PRIMARY KEY("subject","experiment")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"traveller_type" text NOT NULL,
	"comment" text NOT NULL,
	"stayed_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"location_slug" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" smallint NOT NULL,
	"guests" smallint NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "category" text DEFAULT 'budget' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ideal_for" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "add_on_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "syariah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pay_at_hotel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "top_property" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "service_bp" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tax_bp" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "accepted_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "couple_friendly" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "children_free_under_age" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "deposit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "free_cancellation_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "cancellation_fee_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_slug_uq" ON "deals" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reviews_property_created_idx" ON "reviews" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_user_search_uq" ON "search_history" USING btree ("user_id","location_slug","check_in","check_out","rooms","guests");--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "wishlists_user_created_idx" ON "wishlists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "properties_deal_idx" ON "properties" USING btree ("deal_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Typo-tolerant place suggestions (get_locations): trigram similarity on the folded name. PGlite
-- loads the same extension (@electric-sql/pglite/contrib/pg_trgm, db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "areas_search_name_trgm" ON "areas" USING gin ("search_name" gin_trgm_ops);
