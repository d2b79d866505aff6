-- A booking keeps what the guest asked of the property (book_now's special_request, which was taken
-- and dropped): the booking page, the confirmation mail and the guest's next summary show it.
ALTER TABLE "bookings" ADD COLUMN "special_request" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_special_request_ck" CHECK (char_length("bookings"."special_request") between 1 and 500);