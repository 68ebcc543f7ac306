ALTER TABLE "users" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merged_into_users_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;