CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"aed_per_unit" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "exchange_rates_positive" CHECK (aed_per_unit > 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min_aed_month" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max_aed_month" integer;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express functions and triggers).
-- A salary in AED a month: the amount times the currency's rate, per month (52 weeks, 260 working
-- days, 2,080 hours a year; the same factors as PERIODS_PER_MONTH in the contract). Null without
-- an amount or a rate.
CREATE FUNCTION salary_aed_month(amount integer, currency text, period text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT round(amount * r.aed_per_unit * CASE period
    WHEN 'MONTH' THEN 1 WHEN 'YEAR' THEN 1 / 12.0 WHEN 'WEEK' THEN 52 / 12.0
    WHEN 'DAY' THEN 260 / 12.0 WHEN 'HOUR' THEN 2080 / 12.0 END)::integer
  FROM exchange_rates r WHERE r.currency = salary_aed_month.currency
$$;--> statement-breakpoint
CREATE FUNCTION jobs_salary_aed_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.salary_min_aed_month := salary_aed_month(NEW.salary_min, NEW.salary_currency, NEW.salary_period);
  NEW.salary_max_aed_month := salary_aed_month(NEW.salary_max, NEW.salary_currency, NEW.salary_period);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_salary_aed_month BEFORE INSERT OR UPDATE OF salary_min, salary_max, salary_currency, salary_period
ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_salary_aed_month();
