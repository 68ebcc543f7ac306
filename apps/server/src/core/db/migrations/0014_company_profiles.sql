CREATE TABLE "company_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer,
	"address" text NOT NULL,
	"phone" text,
	"is_head_office" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"logo_key" text,
	"logo_size" integer,
	"cover_key" text,
	"cover_size" integer,
	"about" text,
	"industry_id" integer,
	"company_size" text,
	"founded_year" smallint,
	"website" text,
	"trade_licence" text,
	"linkedin" text,
	"facebook" text,
	"x" text,
	"instagram" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_branches" ADD CONSTRAINT "company_branches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_branches" ADD CONSTRAINT "company_branches_state_id_master_items_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_branches" ADD CONSTRAINT "company_branches_city_id_master_items_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_industry_id_master_items_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."master_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_branches_client_idx" ON "company_branches" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "company_contacts_client_idx" ON "company_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "company_profiles_industry_idx" ON "company_profiles" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "company_profiles_logo_key_idx" ON "company_profiles" USING btree ("logo_key");--> statement-breakpoint
CREATE INDEX "company_profiles_cover_key_idx" ON "company_profiles" USING btree ("cover_key");