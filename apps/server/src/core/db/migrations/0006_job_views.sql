CREATE TABLE "job_views" (
	"day" date NOT NULL,
	"job_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "job_views_day_job_id_visitor_pk" PRIMARY KEY("day","job_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;