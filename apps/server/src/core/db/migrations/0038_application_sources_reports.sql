CREATE TABLE "report_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"weekly" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;