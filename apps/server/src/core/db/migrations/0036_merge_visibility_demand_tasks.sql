CREATE TABLE "search_demand" (
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_result_searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_demand_day_keyword_pk" PRIMARY KEY("day","keyword"),
	CONSTRAINT "search_demand_counts" CHECK ("search_demand"."searches" >= "search_demand"."zero_result_searches" and "search_demand"."zero_result_searches" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"task_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"due_mail_sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "total_experience_years" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "only_org_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_proposals" ADD CONSTRAINT "task_proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_proposals" ADD CONSTRAINT "task_proposals_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_proposals" ADD CONSTRAINT "task_proposals_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_proposals_source_key" ON "task_proposals" USING btree ("client_id","source_key");--> statement-breakpoint
CREATE INDEX "task_proposals_pending_idx" ON "task_proposals" USING btree ("client_id") WHERE "task_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_client_due_idx" ON "tasks" USING btree ("client_id","status","due_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_due_idx" ON "tasks" USING btree ("assignee_id","status","due_at");--> statement-breakpoint
CREATE INDEX "tasks_subject_idx" ON "tasks" USING btree ("client_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "tasks_due_mail_idx" ON "tasks" USING btree ("due_at") WHERE "tasks"."status" = 'open' and "tasks"."due_mail_sent_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merged_into_users_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;