ALTER TABLE "jobs" ADD COLUMN "keywords_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" drop column "search";--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold(coalesce(headline, ''))), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(keywords)), 'B') || setweight(to_tsvector('english'::regconfig, search_fold(coalesce(summary, '') || ' ' || cv_text)), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, search_fold(title || ' ' || coalesce(title_ar, ''))), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(keywords || ' ' || keywords_ar)), 'B') || setweight(to_tsvector('english'::regconfig, search_fold(description_text || ' ' || coalesce(description_text_ar, ''))), 'C')) STORED;--> statement-breakpoint
-- Hand-added: dropping the columns dropped their GIN indexes (0003, 0005).
CREATE INDEX "candidate_profiles_search_idx" ON "candidate_profiles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_search_location_idx" ON "jobs" USING gin ("search","location_ids");
