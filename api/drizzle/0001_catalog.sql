CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" smallint NOT NULL,
	"guests" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"booking_salt" text NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_dates_ck" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_rooms_ck" CHECK ("bookings"."rooms" > 0),
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('pending','confirmed','checked_in','completed','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"parent_id" integer,
	"country" text NOT NULL,
	"timezone" text NOT NULL,
	"search_name" text NOT NULL,
	"weightage" integer DEFAULT 0 NOT NULL,
	"child_weightage" integer DEFAULT 0 NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"path" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "areas_category_ck" CHECK ("areas"."category" in ('province','city','sub_city','district','area'))
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"total_rooms" smallint NOT NULL,
	"sold_rooms" smallint DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"rack_minor" integer NOT NULL,
	CONSTRAINT "inventory_sold_ck" CHECK ("inventory"."sold_rooms" >= 0 and "inventory"."sold_rooms" <= "inventory"."total_rooms"),
	CONSTRAINT "inventory_rack_ck" CHECK ("inventory"."rack_minor" >= "inventory"."price_minor")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"property_code" text NOT NULL,
	"property_type" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"area_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"area_path" integer[] NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"brand" text,
	"corporate_enabled" boolean DEFAULT false NOT NULL,
	"picture_seed" integer NOT NULL,
	"picture_count" smallint DEFAULT 5 NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_ck" CHECK ("properties"."property_type" in ('hotel','residence','coliving'))
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"price_modifier_minor" integer DEFAULT 0 NOT NULL,
	"includes_breakfast" boolean DEFAULT false NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_guests" smallint NOT NULL,
	"total_rooms" smallint NOT NULL,
	"base_price_minor" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_guests_ck" CHECK ("room_types"."max_guests" > 0),
	CONSTRAINT "room_types_rooms_ck" CHECK ("room_types"."total_rooms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_parent_id_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_areas_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_salt_uq" ON "bookings" USING btree ("booking_salt");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","check_in");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_slug_uq" ON "areas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "areas_country_category_idx" ON "areas" USING btree ("country","category");--> statement-breakpoint
CREATE INDEX "areas_search_name_idx" ON "areas" USING btree ("search_name");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_room_date_uq" ON "inventory" USING btree ("room_type_id","stay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_uq" ON "properties" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_code_uq" ON "properties" USING btree ("property_code");--> statement-breakpoint
CREATE INDEX "properties_area_path_gin" ON "properties" USING gin ("area_path");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "properties_brand_idx" ON "properties" USING btree ("brand");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_room_code_uq" ON "rate_plans" USING btree ("room_type_id","code");--> statement-breakpoint
CREATE INDEX "room_types_property_idx" ON "room_types" USING btree ("property_id");