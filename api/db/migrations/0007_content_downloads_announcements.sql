CREATE TABLE "announcement_reads" (
	"client_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_client_id_announcement_id_pk" PRIMARY KEY("client_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "technical_document_files" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"renderer" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_file_contents" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_files" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "technical_documents" ADD COLUMN "issued_on" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_categories" ADD COLUMN "description" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD COLUMN "content_type" text DEFAULT 'application/pdf' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD COLUMN "partner_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "picture_alt" jsonb;--> statement-breakpoint
ALTER TABLE "download_file_contents" ADD CONSTRAINT "download_file_contents_file_id_download_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."download_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_documents" DROP COLUMN "size_bytes";--> statement-breakpoint
ALTER TABLE "technical_documents" DROP COLUMN "storage_key";--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_public_id_unique" UNIQUE("public_id");