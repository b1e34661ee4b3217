CREATE TABLE "insights_counts" (
	"partner_slug" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"edge" text NOT NULL,
	"source" text NOT NULL,
	"device" text NOT NULL,
	"service" text NOT NULL,
	"day_price" text NOT NULL,
	"conversion" text NOT NULL,
	"seconds_bucket" smallint NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "insights_counts_partner" CHECK (partner_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(partner_slug) <= 63 and partner_slug !~ '^[0-9-]{7,}$'),
	CONSTRAINT "insights_counts_step" CHECK (step ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$' and edge ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$'),
	CONSTRAINT "insights_counts_source" CHECK (source ~ '^(direct|click:[a-z]{1,20}|utm:[a-z]{1,20}/[a-z]{1,20}|embed:[a-z0-9.-]{1,100})$'),
	CONSTRAINT "insights_counts_device" CHECK (device in ('phone', 'tablet', 'desktop', 'unknown')),
	CONSTRAINT "insights_counts_service" CHECK (service in ('full_service', 'labor_only', 'none')),
	CONSTRAINT "insights_counts_day_price" CHECK (day_price in ('no date', 'discount', 'standard', 'up to +15%', 'over +15%')),
	CONSTRAINT "insights_counts_conversion" CHECK (conversion in ('pay_now', 'pay_later', 'unserviceable', 'none')),
	CONSTRAINT "insights_counts_bucket" CHECK (seconds_bucket between -1 and 7)
);
--> statement-breakpoint
CREATE TABLE "insights_visits" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"partner_slug" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"device" text NOT NULL,
	"service" text NOT NULL,
	"day_price" text NOT NULL,
	CONSTRAINT "insights_visits_partner" CHECK (partner_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(partner_slug) <= 63 and partner_slug !~ '^[0-9-]{7,}$'),
	CONSTRAINT "insights_visits_step" CHECK (step ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$'),
	CONSTRAINT "insights_visits_source" CHECK (source ~ '^(direct|click:[a-z]{1,20}|utm:[a-z]{1,20}/[a-z]{1,20}|embed:[a-z0-9.-]{1,100})$'),
	CONSTRAINT "insights_visits_device" CHECK (device in ('phone', 'tablet', 'desktop', 'unknown')),
	CONSTRAINT "insights_visits_service" CHECK (service in ('full_service', 'labor_only', 'none')),
	CONSTRAINT "insights_visits_day_price" CHECK (day_price in ('no date', 'discount', 'standard', 'up to +15%', 'over +15%'))
);
--> statement-breakpoint
ALTER TABLE "insights_visits" ADD CONSTRAINT "insights_visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insights_counts_cell" ON "insights_counts" USING btree ("partner_slug","day","step","edge","source","device","service","day_price","conversion","seconds_bucket");--> statement-breakpoint
CREATE INDEX "insights_visits_day" ON "insights_visits" USING btree ("day");