ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crew_claims" ADD COLUMN "held_from" text;--> statement-breakpoint
CREATE INDEX "crew_claims_held_from" ON "crew_claims" USING btree ("held_from") WHERE "crew_claims"."held_from" is not null;