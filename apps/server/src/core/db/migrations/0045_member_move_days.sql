CREATE TABLE "member_move_days" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_move_days_client_id_user_id_day_pk" PRIMARY KEY("client_id","user_id","day")
);
