CREATE TABLE "corporate_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"default_discount_bp" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_companies_discount_ck" CHECK ("corporate_companies"."default_discount_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "corporate_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_rates" (
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"discount_bp" smallint NOT NULL,
	CONSTRAINT "corporate_rates_company_id_property_id_pk" PRIMARY KEY("company_id","property_id"),
	CONSTRAINT "corporate_rates_discount_ck" CHECK ("corporate_rates"."discount_bp" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "corporate_members" ADD CONSTRAINT "corporate_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_members" ADD CONSTRAINT "corporate_members_company_id_corporate_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."corporate_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_rates" ADD CONSTRAINT "corporate_rates_company_id_corporate_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."corporate_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_rates" ADD CONSTRAINT "corporate_rates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_companies_name_uq" ON "corporate_companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "corporate_members_company_idx" ON "corporate_members" USING btree ("company_id");