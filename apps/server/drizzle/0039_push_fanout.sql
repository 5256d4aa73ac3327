CREATE TABLE "push_fanout" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"data" jsonb NOT NULL,
	"member_ids" bigint[],
	"amounts" bigint[],
	"cursor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
