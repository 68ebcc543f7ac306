CREATE TABLE "search_demand_months" (
	"month" date NOT NULL,
	"keyword" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_result_searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_demand_months_month_keyword_pk" PRIMARY KEY("month","keyword")
);
