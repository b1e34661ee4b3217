CREATE TABLE "crew_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_slug" text NOT NULL,
	"move_date" date NOT NULL,
	"time_of_day" text NOT NULL,
	"crew" integer,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_claims_kind" CHECK ("crew_claims"."kind" in ('hold', 'taken')),
	CONSTRAINT "crew_claims_time_of_day" CHECK ("crew_claims"."time_of_day" in ('morning', 'afternoon')),
	CONSTRAINT "crew_claims_hold_expires" CHECK (("crew_claims"."kind" = 'hold') = ("crew_claims"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "crew_claims" ADD CONSTRAINT "crew_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_claims_one_row_per_crew" ON "crew_claims" USING btree ("partner_slug","move_date","time_of_day","crew");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_claims_one_per_booking" ON "crew_claims" USING btree ("booking_id");