ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by" CHECK (("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('customer', 'partner')));--> statement-breakpoint
UPDATE "bookings" SET "cancelled_by" = 'customer' WHERE "cancelled_at" IS NOT NULL;
