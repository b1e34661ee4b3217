ALTER TABLE "bookings" ADD COLUMN "crew_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_bucket" text;--> statement-breakpoint
CREATE INDEX "bookings_provisional" ON "bookings" USING btree ("partner_slug","confirm_by") WHERE "bookings"."crew_state" = 'provisional';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_crew_state" CHECK ("bookings"."crew_state" in ('none', 'provisional', 'firm', 'released'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirm_by" CHECK (("bookings"."crew_state" = 'provisional') = ("bookings"."confirm_by" is not null));--> statement-breakpoint
UPDATE "bookings" SET "crew_state" = 'firm' WHERE "id" IN (SELECT "booking_id" FROM "crew_claims" WHERE "kind" = 'taken');
