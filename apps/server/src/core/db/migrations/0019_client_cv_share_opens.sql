ALTER TABLE "client_cv_shares" ADD COLUMN "opened_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_cv_shares" ADD COLUMN "last_opened_at" timestamp with time zone;