ALTER TABLE "news" ADD COLUMN "picture_bytes" "bytea";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "picture_type" text;