CREATE TABLE "insights_moves" (
	"partner_slug" text NOT NULL,
	"step" text NOT NULL,
	"edge" text NOT NULL,
	"source" text NOT NULL,
	"device" text NOT NULL,
	"service" text NOT NULL,
	"day_price" text NOT NULL,
	"conversion" text NOT NULL,
	"seconds_bucket" smallint NOT NULL,
	"visits" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "insights_moves_partner" CHECK (partner_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(partner_slug) <= 63 and partner_slug !~ '^[0-9-]{7,}$'),
	CONSTRAINT "insights_moves_step" CHECK (step ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$' and edge ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$'),
	CONSTRAINT "insights_moves_source" CHECK (source ~ '^(direct|click:[a-z]{1,20}|utm:[a-z]{1,20}/[a-z]{1,20}|embed:[a-z0-9.-]{1,100})$'),
	CONSTRAINT "insights_moves_device" CHECK (device in ('phone', 'tablet', 'desktop', 'unknown')),
	CONSTRAINT "insights_moves_service" CHECK (service in ('full_service', 'labor_only', 'none')),
	CONSTRAINT "insights_moves_day_price" CHECK (day_price in ('no date', 'discount', 'standard', 'up to +15%', 'over +15%')),
	CONSTRAINT "insights_moves_conversion" CHECK (conversion in ('pay_now', 'pay_later', 'unserviceable', 'none')),
	CONSTRAINT "insights_moves_bucket" CHECK (seconds_bucket between -1 and 7)
);
--> statement-breakpoint

-- Counts are appended to insights_moves and folded into the daily and weekly counts by the insights fold job
-- (server/insights/fold-insight-moves.ts), which adds each move to its day and its week in one statement: the row
-- trigger that followed every daily upsert with a weekly one goes (docs/DECISIONS.md, "Counts appended, folded by a job").
DROP TRIGGER IF EXISTS insights_counts_by_week ON insights_counts;
--> statement-breakpoint
DROP FUNCTION IF EXISTS insights_count_week();
