CREATE TABLE "candidate_invitations" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer,
	"created_by" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"objected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_cv_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_by" integer,
	"token_hash" text NOT NULL,
	"notes" text,
	"show_contact" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_folder_candidates" (
	"folder_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"note" text,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_folder_candidates_folder_id_candidate_id_pk" PRIMARY KEY("folder_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "cv_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_saved_search_deliveries" (
	"saved_search_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_saved_search_deliveries_saved_search_id_candidate_id_pk" PRIMARY KEY("saved_search_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "cv_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"alert_frequency" text,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_invitations" ADD CONSTRAINT "candidate_invitations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_invitations" ADD CONSTRAINT "candidate_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_invitations" ADD CONSTRAINT "candidate_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_shares" ADD CONSTRAINT "client_cv_shares_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_shares" ADD CONSTRAINT "client_cv_shares_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cv_shares" ADD CONSTRAINT "client_cv_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folder_candidates" ADD CONSTRAINT "cv_folder_candidates_folder_id_cv_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cv_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folder_candidates" ADD CONSTRAINT "cv_folder_candidates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folder_candidates" ADD CONSTRAINT "cv_folder_candidates_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folders" ADD CONSTRAINT "cv_folders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folders" ADD CONSTRAINT "cv_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_saved_search_deliveries" ADD CONSTRAINT "cv_saved_search_deliveries_saved_search_id_cv_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."cv_saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_saved_search_deliveries" ADD CONSTRAINT "cv_saved_search_deliveries_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_saved_searches" ADD CONSTRAINT "cv_saved_searches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_saved_searches" ADD CONSTRAINT "cv_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_cv_shares_token_key" ON "client_cv_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_cv_shares_candidate_idx" ON "client_cv_shares" USING btree ("client_id","candidate_id");--> statement-breakpoint
CREATE INDEX "cv_folder_candidates_candidate_idx" ON "cv_folder_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cv_folders_client_name_key" ON "cv_folders" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cv_saved_searches_client_idx" ON "cv_saved_searches" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "cv_saved_searches_due_idx" ON "cv_saved_searches" USING btree ("next_run_at") WHERE "cv_saved_searches"."alert_frequency" is not null;