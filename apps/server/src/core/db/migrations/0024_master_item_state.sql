ALTER TABLE "master_items" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "master_items" ADD CONSTRAINT "master_items_merged_into_id_master_items_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."master_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "master_items_merged_into_idx" ON "master_items" USING btree ("merged_into_id");