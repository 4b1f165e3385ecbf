ALTER TABLE "captcha_challenges" ADD COLUMN "proof_salt" text;--> statement-breakpoint
ALTER TABLE "captcha_challenges" ADD COLUMN "proof_number" integer;--> statement-breakpoint
ALTER TABLE "captcha_challenges" DROP COLUMN "prompt";