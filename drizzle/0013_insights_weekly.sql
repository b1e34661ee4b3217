CREATE TABLE "insights_counts_weekly" (
	"partner_slug" text NOT NULL,
	"week" date NOT NULL,
	"step" text NOT NULL,
	"edge" text NOT NULL,
	"source" text NOT NULL,
	"device" text NOT NULL,
	"service" text NOT NULL,
	"day_price" text NOT NULL,
	"conversion" text NOT NULL,
	"seconds_bucket" smallint NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "insights_counts_weekly_partner" CHECK (partner_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(partner_slug) <= 63 and partner_slug !~ '^[0-9-]{7,}$'),
	CONSTRAINT "insights_counts_weekly_monday" CHECK (extract(isodow from week) = 1),
	CONSTRAINT "insights_counts_weekly_step" CHECK (step ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$' and edge ~ '^([a-z][A-Za-z]{0,39}|\(start\)|\(recut\)|\(convert\)|\(done\))$'),
	CONSTRAINT "insights_counts_weekly_source" CHECK (source ~ '^(direct|click:[a-z]{1,20}|utm:[a-z]{1,20}/[a-z]{1,20}|embed:[a-z0-9.-]{1,100})$'),
	CONSTRAINT "insights_counts_weekly_device" CHECK (device in ('phone', 'tablet', 'desktop', 'unknown')),
	CONSTRAINT "insights_counts_weekly_service" CHECK (service in ('full_service', 'labor_only', 'none')),
	CONSTRAINT "insights_counts_weekly_day_price" CHECK (day_price in ('no date', 'discount', 'standard', 'up to +15%', 'over +15%')),
	CONSTRAINT "insights_counts_weekly_conversion" CHECK (conversion in ('pay_now', 'pay_later', 'unserviceable', 'none')),
	CONSTRAINT "insights_counts_weekly_bucket" CHECK (seconds_bucket between -1 and 7)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "insights_counts_weekly_cell" ON "insights_counts_weekly" USING btree ("partner_slug","week","step","edge","source","device","service","day_price","conversion","seconds_bucket");--> statement-breakpoint

-- The week (its Monday) of a day: date arithmetic only, so it is the same in every session's time zone.
CREATE OR REPLACE FUNCTION insights_week_of(day date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT day - (extract(isodow from day)::int - 1) $$;
--> statement-breakpoint

-- Keeps insights_counts_weekly the sum of insights_counts by week: each row a statement inserts, changes or deletes
-- adds its difference to its week's row, inside that statement (a save's count stays one statement). An upsert that
-- adds to a daily cell (the common case) changes only `visits`: one UPDATE of the week's row.
CREATE OR REPLACE FUNCTION insights_count_week() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.partner_slug, NEW.day, NEW.step, NEW.edge, NEW.source, NEW.device, NEW.service, NEW.day_price,
      NEW.conversion, NEW.seconds_bucket) IS NOT DISTINCT FROM (OLD.partner_slug, OLD.day, OLD.step, OLD.edge, OLD.source,
      OLD.device, OLD.service, OLD.day_price, OLD.conversion, OLD.seconds_bucket) THEN
    UPDATE insights_counts_weekly w SET visits = w.visits + NEW.visits - OLD.visits
    WHERE w.partner_slug = NEW.partner_slug AND w.week = insights_week_of(NEW.day) AND w.step = NEW.step AND w.edge = NEW.edge
      AND w.source = NEW.source AND w.device = NEW.device AND w.service = NEW.service AND w.day_price = NEW.day_price
      AND w.conversion = NEW.conversion AND w.seconds_bucket = NEW.seconds_bucket;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE insights_counts_weekly w SET visits = w.visits - OLD.visits
    WHERE w.partner_slug = OLD.partner_slug AND w.week = insights_week_of(OLD.day) AND w.step = OLD.step AND w.edge = OLD.edge
      AND w.source = OLD.source AND w.device = OLD.device AND w.service = OLD.service AND w.day_price = OLD.day_price
      AND w.conversion = OLD.conversion AND w.seconds_bucket = OLD.seconds_bucket;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insights_counts_weekly (partner_slug, week, step, edge, source, device, service, day_price, conversion, seconds_bucket, visits)
    VALUES (NEW.partner_slug, insights_week_of(NEW.day), NEW.step, NEW.edge, NEW.source, NEW.device, NEW.service, NEW.day_price,
      NEW.conversion, NEW.seconds_bucket, NEW.visits)
    ON CONFLICT (partner_slug, week, step, edge, source, device, service, day_price, conversion, seconds_bucket)
    DO UPDATE SET visits = insights_counts_weekly.visits + excluded.visits;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER insights_counts_by_week AFTER INSERT OR UPDATE OR DELETE ON insights_counts
FOR EACH ROW EXECUTE FUNCTION insights_count_week();
--> statement-breakpoint

-- The counts already there.
INSERT INTO insights_counts_weekly (partner_slug, week, step, edge, source, device, service, day_price, conversion, seconds_bucket, visits)
SELECT partner_slug, insights_week_of(day), step, edge, source, device, service, day_price, conversion, seconds_bucket, sum(visits)::int
FROM insights_counts
GROUP BY partner_slug, insights_week_of(day), step, edge, source, device, service, day_price, conversion, seconds_bucket;
