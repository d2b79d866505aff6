ALTER TABLE "access_tokens" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" varchar(3);