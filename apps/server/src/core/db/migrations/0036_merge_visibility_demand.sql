CREATE TABLE "search_demand" (
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_result_searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_demand_day_keyword_pk" PRIMARY KEY("day","keyword"),
	CONSTRAINT "search_demand_counts" CHECK ("search_demand"."searches" >= "search_demand"."zero_result_searches" and "search_demand"."zero_result_searches" >= 0)
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ALTER COLUMN "total_experience_years" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "only_org_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merged_into_users_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;