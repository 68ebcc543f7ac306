CREATE TABLE "job_view_days" (
	"job_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_view_days_job_id_day_pk" PRIMARY KEY("job_id","day"),
	CONSTRAINT "job_view_days_views" CHECK ("job_view_days"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_view_days" ADD CONSTRAINT "job_view_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_changed_by_idx" ON "application_events" USING btree ("changed_by","created_at");--> statement-breakpoint
CREATE INDEX "candidate_invitations_client_idx" ON "candidate_invitations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_client_published_idx" ON "jobs" USING btree ("client_id","published_at");