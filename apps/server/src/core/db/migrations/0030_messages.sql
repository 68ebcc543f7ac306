CREATE TABLE "message_notices" (
	"application_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_notices_application_id_recipient_id_pk" PRIMARY KEY("application_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sender_id" integer,
	"sender_side" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_mime" text,
	"attachment_size" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_side_check" CHECK ("messages"."sender_side" in ('candidate', 'organisation')),
	CONSTRAINT "messages_not_empty" CHECK ("messages"."body" <> '' or "messages"."attachment_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_application_idx" ON "messages" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("application_id","sender_side") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");