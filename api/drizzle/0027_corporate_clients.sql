CREATE TABLE "corporate_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"added_by" integer,
	"name" varchar(120) NOT NULL,
	"email" varchar(254),
	"phone" varchar(20),
	"phone_country" varchar(2),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"token_hash" text NOT NULL,
	"link_locale" varchar(5) NOT NULL,
	"link_sent_at" timestamp with time zone NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"link_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "corporate_clients_address_ck" CHECK (("corporate_clients"."email" is null) <> ("corporate_clients"."phone" is null)),
	CONSTRAINT "corporate_clients_phone_country_ck" CHECK (("corporate_clients"."phone" is null) = ("corporate_clients"."phone_country" is null)),
	CONSTRAINT "corporate_clients_status_ck" CHECK ("corporate_clients"."status" in ('pending', 'verified') and (("corporate_clients"."status" = 'verified') = ("corporate_clients"."verified_at" is not null)))
);
--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_company_id_corporate_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."corporate_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_clients" ADD CONSTRAINT "corporate_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_clients_token_uq" ON "corporate_clients" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_clients_company_email_uq" ON "corporate_clients" USING btree ("company_id","email") WHERE "corporate_clients"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_clients_company_phone_uq" ON "corporate_clients" USING btree ("company_id","phone") WHERE "corporate_clients"."phone" is not null;--> statement-breakpoint
CREATE INDEX "corporate_clients_company_idx" ON "corporate_clients" USING btree ("company_id","created_at");