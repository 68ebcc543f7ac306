CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"news" integer DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_week_key" ON "newsletter_issues" USING btree ("week");--> statement-breakpoint
CREATE INDEX "subscriptions_pending_idx" ON "subscriptions" USING btree ("confirm_sent_at");