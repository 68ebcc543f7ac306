CREATE TABLE "custom_roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_roles_key_not_builtin" CHECK ("custom_roles"."key" not in ('candidate', 'employer', 'consultancy', 'consultancy_admin', 'ats', 'master_admin'))
);
--> statement-breakpoint
CREATE TABLE "role_group_permissions" (
	"group_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_group_permissions_group_id_permission_pk" PRIMARY KEY("group_id","permission")
);
--> statement-breakpoint
CREATE TABLE "role_group_roles" (
	"group_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "role_group_roles_group_id_role_pk" PRIMARY KEY("group_id","role")
);
--> statement-breakpoint
CREATE TABLE "role_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_role" text;--> statement-breakpoint
ALTER TABLE "role_group_permissions" ADD CONSTRAINT "role_group_permissions_group_id_role_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."role_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_group_roles" ADD CONSTRAINT "role_group_roles_group_id_role_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."role_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_roles_name_key" ON "custom_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "role_group_roles_role_idx" ON "role_group_roles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "role_groups_name_key" ON "role_groups" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_custom_role_custom_roles_key_fk" FOREIGN KEY ("custom_role") REFERENCES "public"."custom_roles"("key") ON DELETE restrict ON UPDATE cascade;