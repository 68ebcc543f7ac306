DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_location_ids_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_location_idx" ON "jobs" USING gin ("search","location_ids");