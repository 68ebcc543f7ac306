CREATE TABLE "application_screenings" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"knockout_passed" boolean,
	"failed_question_ids" text[] DEFAULT '{}' NOT NULL,
	"auto_declined" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_templates" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_templates" ADD COLUMN "screening_auto_decline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "screening_auto_decline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_screenings" ADD CONSTRAINT "application_screenings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;