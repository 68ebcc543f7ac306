ALTER TABLE "jobs" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_html_ar" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_text_ar" text;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "summary_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "body_html_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;