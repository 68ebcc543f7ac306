ALTER TABLE "site_pages" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "intro_ar" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "meta_description_ar" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "body_html_ar" text;