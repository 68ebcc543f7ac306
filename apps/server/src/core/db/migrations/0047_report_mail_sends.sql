CREATE TABLE "report_mail_sends" (
	"user_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"client_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_mail_sends_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "report_mail_sends" ADD CONSTRAINT "report_mail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_mail_sends" ADD CONSTRAINT "report_mail_sends_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_mail_sends_client_idx" ON "report_mail_sends" USING btree ("client_id");