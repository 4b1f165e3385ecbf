CREATE TABLE "export_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"options" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"rows" integer,
	"size_bytes" integer,
	"storage_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"brands" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"file_type" text DEFAULT 'csv' NOT NULL,
	"delimiter" text DEFAULT 'semicolon' NOT NULL,
	"lang" text NOT NULL,
	"include_old" boolean DEFAULT false NOT NULL,
	"products" text DEFAULT 'catalog' NOT NULL,
	"items" text DEFAULT 'products' NOT NULL,
	"frequency" text DEFAULT 'none' NOT NULL,
	"send_hour" smallint NOT NULL,
	"next_send_at" timestamp with time zone,
	"last_generated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "export_files_client_idx" ON "export_files" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "export_files_one_manual_a_day" ON "export_files" USING btree ("client_id","day") WHERE "export_files"."source" = 'manual' and "export_files"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "export_settings_due_idx" ON "export_settings" USING btree ("next_send_at");