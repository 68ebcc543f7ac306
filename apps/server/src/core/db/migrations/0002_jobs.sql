CREATE TABLE "job_locations" (
	"job_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"city_id" integer,
	CONSTRAINT "job_locations_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "job_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"designation_id" integer,
	"functional_area_id" integer,
	"industry_id" integer,
	"education_level_id" integer,
	"skill_ids" integer[] DEFAULT '{}' NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_min" smallint,
	"experience_max" smallint,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'AED' NOT NULL,
	"salary_period" text DEFAULT 'MONTH' NOT NULL,
	"salary_visible" boolean DEFAULT true NOT NULL,
	"employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"apply_method" text DEFAULT 'portal' NOT NULL,
	"apply_url" text,
	"client_company_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"designation_id" integer,
	"functional_area_id" integer,
	"industry_id" integer,
	"education_level_id" integer,
	"location_ids" integer[] DEFAULT '{}' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}' NOT NULL,
	"experience_min" smallint,
	"experience_max" smallint,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text DEFAULT 'AED' NOT NULL,
	"salary_period" text DEFAULT 'MONTH' NOT NULL,
	"salary_visible" boolean DEFAULT true NOT NULL,
	"employment_type" text DEFAULT 'FULL_TIME' NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"apply_method" text DEFAULT 'portal' NOT NULL,
	"apply_url" text,
	"client_company_name" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"valid_through" timestamp with time zone,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, immutable_unaccent(title)), 'A') || setweight(to_tsvector('english'::regconfig, immutable_unaccent(keywords)), 'B') || setweight(to_tsvector('english'::regconfig, immutable_unaccent(description_text)), 'C')) STORED,
	CONSTRAINT "jobs_salary_order" CHECK (salary_min is null or salary_max is null or salary_min <= salary_max),
	CONSTRAINT "jobs_experience_order" CHECK (experience_min is null or experience_max is null or experience_min <= experience_max)
);
--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_country_id_master_items_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_state_id_master_items_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_locations" ADD CONSTRAINT "job_locations_city_id_master_items_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_designation_id_master_items_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_functional_area_id_master_items_id_fk" FOREIGN KEY ("functional_area_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_industry_id_master_items_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_education_level_id_master_items_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_designation_id_master_items_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_functional_area_id_master_items_id_fk" FOREIGN KEY ("functional_area_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_industry_id_master_items_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_education_level_id_master_items_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_templates_client_idx" ON "job_templates" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "job_terms_word_trgm_idx" ON "job_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_client_status_idx" ON "jobs" USING btree ("client_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_location_ids_idx" ON "jobs" USING gin ("location_ids");--> statement-breakpoint
CREATE INDEX "jobs_designation_idx" ON "jobs" USING btree ("designation_id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("valid_through") WHERE status = 'published';