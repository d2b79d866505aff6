CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"bank_code" varchar(20) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_ck";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_uq" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_ck" CHECK ("one_time_codes"."purpose" in ('login', 'verify_email', 'verify_phone', 'reset_password', 'find_booking', 'pay_at_hotel', 'bank_details'));