ALTER TABLE "candidate_search" ALTER COLUMN "total_experience_years" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_search" ADD COLUMN "only_org_id" integer;