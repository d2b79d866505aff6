-- Club memberships (src/db/schema/club.ts, modules/club/membership): one row per plan bought, active
-- once paid. users.club_member, a flag nothing kept up to date, goes: a member is a user with an active
-- membership covering today. Users flagged before keep their status as an active membership of their
-- country's first plan from today; a country without plans has nothing to carry them.
CREATE TABLE "club_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"booking_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"price_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "club_memberships_status_ck" CHECK ("club_memberships"."status" in ('pending', 'active', 'void')),
	CONSTRAINT "club_memberships_price_ck" CHECK ("club_memberships"."price_minor" > 0),
	CONSTRAINT "club_memberships_dates_ck" CHECK (("club_memberships"."status" <> 'active' or ("club_memberships"."starts_on" is not null and "club_memberships"."ends_on" > "club_memberships"."starts_on")))
);
--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_plan_id_club_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."club_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_memberships_booking_uq" ON "club_memberships" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "club_memberships_user_idx" ON "club_memberships" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "club_memberships_active_start_uq" ON "club_memberships" USING btree ("user_id","starts_on") WHERE "club_memberships"."status" = 'active';--> statement-breakpoint
INSERT INTO "club_memberships" ("user_id", "plan_id", "status", "starts_on", "ends_on", "price_minor", "currency", "activated_at")
SELECT u."id", p."id", 'active', current_date, current_date + p."duration_days", p."price_minor", p."currency", now()
FROM "users" u
JOIN LATERAL (
	SELECT * FROM "club_plans" cp WHERE cp."country" = u."country_code" ORDER BY cp."order", cp."id" LIMIT 1
) p ON true
WHERE u."club_member";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "club_member";