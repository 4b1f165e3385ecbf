ALTER TABLE "download_files" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "picture_key" text;