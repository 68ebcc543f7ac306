CREATE TABLE "scorecard_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_ratings" (
	"scorecard_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	CONSTRAINT "scorecard_ratings_scorecard_id_criterion_id_pk" PRIMARY KEY("scorecard_id","criterion_id"),
	CONSTRAINT "scorecard_ratings_range" CHECK ("scorecard_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_id" integer,
	"recommendation" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_recommendation" CHECK ("scorecards"."recommendation" in ('strong_yes', 'yes', 'no', 'strong_no'))
);
--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_criterion_id_scorecard_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."scorecard_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_criteria_job_name_key" ON "scorecard_criteria" USING btree ("job_id",lower("name"));--> statement-breakpoint
CREATE INDEX "scorecard_ratings_criterion_idx" ON "scorecard_ratings" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_application_author_key" ON "scorecards" USING btree ("application_id","author_id");--> statement-breakpoint
CREATE INDEX "scorecards_author_idx" ON "scorecards" USING btree ("author_id");