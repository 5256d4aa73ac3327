CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"host" varchar(253) DEFAULT '*' NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"image_url" varchar(500) DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"host" varchar(253) DEFAULT '*' NOT NULL,
	"lang" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("status","lang","host","end_at");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("status","lang","host","sort_order","id");