CREATE TABLE "candidate_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"viewer_id" integer,
	"client_id" integer,
	"kind" text NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "consultant_feedback_candidate_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: the operator of a database seeded before tenancy is the organisation its seeded
-- staff belong to (the demo consultancy). A fresh database gets its operator from the seed.
UPDATE "clients" SET "is_operator" = true WHERE "id" = (
  SELECT "client_id" FROM "users" WHERE "email" = 'consultancy_admin@demo.example.com' AND "role" = 'consultancy_admin'
) AND "type" = 'consultancy';--> statement-breakpoint
-- Hand-written: staff or notes without an organisation need one; the operator is made if missing.
INSERT INTO "clients" ("type", "name", "status", "activated_at", "is_operator")
  SELECT 'consultancy', 'Portal operator', 'active', now(), true
  WHERE NOT EXISTS (SELECT 1 FROM "clients" WHERE "is_operator")
    AND (EXISTS (SELECT 1 FROM "users" WHERE "role" = 'master_admin') OR EXISTS (SELECT 1 FROM "consultant_feedback"));--> statement-breakpoint
-- Hand-written: every master_admin is operator staff.
UPDATE "users" SET "client_id" = (SELECT "id" FROM "clients" WHERE "is_operator")
  WHERE "role" = 'master_admin' AND "client_id" IS NULL;--> statement-breakpoint
-- Hand-written: a note belongs to the organisation that wrote it: its author's (master_admin's is
-- now the operator); a note whose author is gone or had none is the operator's.
ALTER TABLE "consultant_feedback" ADD COLUMN "client_id" integer;--> statement-breakpoint
UPDATE "consultant_feedback" f SET "client_id" = coalesce(
  (SELECT u."client_id" FROM "users" u WHERE u."id" = f."author_id"),
  (SELECT "id" FROM "clients" WHERE "is_operator"));--> statement-breakpoint
ALTER TABLE "consultant_feedback" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_access_log" ADD CONSTRAINT "candidate_access_log_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_access_log" ADD CONSTRAINT "candidate_access_log_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_access_log" ADD CONSTRAINT "candidate_access_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_access_log" ADD CONSTRAINT "candidate_access_log_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_access_log_client_idx" ON "candidate_access_log" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_access_log_candidate_idx" ON "candidate_access_log" USING btree ("candidate_id","created_at");--> statement-breakpoint
ALTER TABLE "consultant_feedback" ADD CONSTRAINT "consultant_feedback_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_operator_key" ON "clients" USING btree ("is_operator") WHERE "clients"."is_operator";--> statement-breakpoint
CREATE INDEX "consultant_feedback_candidate_idx" ON "consultant_feedback" USING btree ("candidate_id","client_id","created_at");