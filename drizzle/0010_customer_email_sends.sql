CREATE TABLE "customer_email_sends" (
	"delivery_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_email_sends_address" ON "customer_email_sends" USING btree ("address_hash","sent_at");--> statement-breakpoint
CREATE INDEX "customer_email_sends_booking" ON "customer_email_sends" USING btree ("booking_id","sent_at");--> statement-breakpoint
CREATE INDEX "customer_email_sends_sent_at" ON "customer_email_sends" USING btree ("sent_at");--> statement-breakpoint
INSERT INTO "customer_email_sends" ("delivery_id", "booking_id", "address_hash", "sent_at") SELECT d."id", e."booking_id", encode(sha256(convert_to(lower(e."body"::jsonb -> 'data' -> 'contact' ->> 'email'), 'UTF8')), 'hex'), d."delivered_at" FROM "outbox_deliveries" d JOIN "outbox_events" e ON e."id" = d."event_id" WHERE d."channel" = 'customer_email' AND d."status" = 'delivered' AND d."delivered_at" > now() - interval '1 day' AND e."body" IS NOT NULL AND (e."body"::jsonb -> 'data' -> 'contact' ->> 'email') IS NOT NULL;
