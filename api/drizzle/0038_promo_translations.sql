ALTER TABLE "mkt_rewards" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mkt_rewards" ADD CONSTRAINT "mkt_rewards_translations_ck" CHECK (jsonb_typeof("mkt_rewards"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_translations_ck" CHECK (jsonb_typeof("promo_codes"."translations") = 'object');