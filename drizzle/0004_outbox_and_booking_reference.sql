CREATE TABLE "disabled_webhook_endpoints" (
	"partner_slug" text NOT NULL,
	"url" text NOT NULL,
	"reason" text NOT NULL,
	"disabled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disabled_webhook_endpoints_partner_slug_url_pk" PRIMARY KEY("partner_slug","url")
);
--> statement-breakpoint
CREATE TABLE "outbox_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_deliveries_channel" CHECK ("outbox_deliveries"."channel" in ('webhook', 'partner_email', 'customer_email')),
	CONSTRAINT "outbox_deliveries_status" CHECK ("outbox_deliveries"."status" in ('pending', 'delivered', 'failed', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"booking_id" integer NOT NULL,
	"partner_slug" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text DEFAULT (substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1) || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1)) NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_deliveries_event_target" ON "outbox_deliveries" USING btree ("event_id","channel","target");--> statement-breakpoint
CREATE INDEX "outbox_deliveries_due" ON "outbox_deliveries" USING btree ("next_attempt_at") WHERE "outbox_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_events_booking_id" ON "outbox_events" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_abandoned_once" ON "outbox_events" USING btree ("booking_id") WHERE "outbox_events"."type" = 'booking.abandoned';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference" ON "bookings" USING btree ("reference");