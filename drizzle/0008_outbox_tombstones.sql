ALTER TABLE "outbox_deliveries" DROP CONSTRAINT "outbox_deliveries_status";--> statement-breakpoint
ALTER TABLE "outbox_events" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD COLUMN "replayed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_events" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE INDEX "outbox_events_reference" ON "outbox_events" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_status" CHECK ("outbox_deliveries"."status" in ('pending', 'delivered', 'failed', 'disabled', 'skipped'));--> statement-breakpoint
UPDATE "outbox_events" SET "reference" = ("body"::jsonb -> 'data' ->> 'reference') WHERE "reference" IS NULL AND "body" IS NOT NULL;