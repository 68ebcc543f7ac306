CREATE TABLE "search_demand" (
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_result_searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_demand_day_keyword_pk" PRIMARY KEY("day","keyword"),
	CONSTRAINT "search_demand_counts" CHECK ("search_demand"."searches" >= "search_demand"."zero_result_searches" and "search_demand"."zero_result_searches" >= 0)
);
