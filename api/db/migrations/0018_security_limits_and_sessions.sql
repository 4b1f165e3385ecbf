CREATE TABLE "usage_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "network_prefix" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor" text;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "receipt" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "claim" uuid;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "usage_counts_window_idx" ON "usage_counts" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "signup_requests_confirm_idx" ON "signup_requests" USING btree ("confirm_token_hash");