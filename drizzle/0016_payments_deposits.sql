CREATE TABLE "payment_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_id" text NOT NULL,
	"status" text NOT NULL,
	"action_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_movements_kind" CHECK ("payment_movements"."kind" in ('charge', 'refund', 'fee')),
	CONSTRAINT "payment_movements_amount" CHECK ("payment_movements"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_movements_booking_id" ON "payment_movements" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_movements_kind_stripe_id" ON "payment_movements" USING btree ("kind","stripe_id");
