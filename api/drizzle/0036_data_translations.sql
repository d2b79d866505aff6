-- Texts a visitor reads, in the languages other than English: each record keeps English in its own columns and
-- { id: {…}, vi: {…}, th: {…} } here (src/i18n/translated.ts picks one per answer). A review also says the
-- language its comment is written in: a guest writes theirs in their site's language.
ALTER TABLE "areas" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_translations_ck" CHECK (jsonb_typeof("areas"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_translations_ck" CHECK (jsonb_typeof("deals"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_translations_ck" CHECK (jsonb_typeof("properties"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_translations_ck" CHECK (jsonb_typeof("rate_plans"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_translations_ck" CHECK (jsonb_typeof("room_types"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_language_ck" CHECK ("reviews"."language" in ('en','id','vi','th'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_translations_ck" CHECK (jsonb_typeof("reviews"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_translations_ck" CHECK (jsonb_typeof("add_ons"."translations") = 'object');