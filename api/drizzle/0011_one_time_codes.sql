CREATE TABLE "one_time_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"channel" varchar(5) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"user_id" integer,
	"code_hash" varchar(64) NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_ck" CHECK ("one_time_codes"."purpose" in ('login', 'verify_email', 'verify_phone')),
	CONSTRAINT "one_time_codes_channel_ck" CHECK ("one_time_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_request_uq" ON "one_time_codes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_recipient_idx" ON "one_time_codes" USING btree ("recipient","created_at");