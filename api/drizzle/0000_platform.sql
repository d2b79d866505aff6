CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"user_id" integer,
	"client_id" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_tokens_kind" CHECK ("access_tokens"."kind" in ('guest', 'user')),
	CONSTRAINT "access_tokens_user_kind" CHECK (("access_tokens"."kind" = 'user') = ("access_tokens"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"language" varchar(2) NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"link_path" text NOT NULL,
	"palette" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"name" varchar(80) NOT NULL,
	"duration_days" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"order" integer NOT NULL,
	"benefits" jsonb NOT NULL,
	CONSTRAINT "club_plans_price_positive" CHECK ("club_plans"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error" text NOT NULL,
	"error_code" varchar(100) NOT NULL,
	"error_description" text NOT NULL,
	"user_agent" varchar(500) NOT NULL,
	"domain" varchar(255) NOT NULL,
	"api_endpoint" varchar(500) NOT NULL,
	"api_version" varchar(20) NOT NULL,
	"app_environment" varchar(40) NOT NULL,
	"ip" varchar(64),
	"request_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"category" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"key" varchar(120) NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_tiers" (
	"key" varchar(20) PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"min_bookings" integer NOT NULL,
	"benefits" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsite_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(60) NOT NULL,
	"language" varchar(2) NOT NULL,
	"key" varchar(60) NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_key" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"country_code" varchar(2) DEFAULT 'id' NOT NULL,
	"locale" varchar(5) DEFAULT 'en-id' NOT NULL,
	"provider" varchar(20) DEFAULT 'email' NOT NULL,
	"loyalty_tier" varchar(20) DEFAULT 'bronze' NOT NULL,
	"point_balance" integer DEFAULT 0 NOT NULL,
	"redcash_balance_minor" integer DEFAULT 0 NOT NULL,
	"club_member" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_point_balance_non_negative" CHECK ("users"."point_balance" >= 0),
	CONSTRAINT "users_redcash_non_negative" CHECK ("users"."redcash_balance_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "banners_country_idx" ON "banners" USING btree ("country","language","position");--> statement-breakpoint
CREATE INDEX "club_plans_country_idx" ON "club_plans" USING btree ("country","order");--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "faqs_language_idx" ON "faqs" USING btree ("language","position");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_language_key_uq" ON "labels" USING btree ("language","key");--> statement-breakpoint
CREATE UNIQUE INDEX "rsite_contents_uq" ON "rsite_contents" USING btree ("section","language","key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));