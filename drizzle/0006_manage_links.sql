CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"partner_slug" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_links_purpose" CHECK ("booking_links"."purpose" in ('manage', 'resume', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "resume_opt_outs" (
	"partner_slug" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resume_opt_outs_partner_slug_email_pk" PRIMARY KEY("partner_slug","email")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_links_booking_id" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_resume_once" ON "outbox_events" USING btree ("booking_id") WHERE "outbox_events"."type" = 'customer.resume';