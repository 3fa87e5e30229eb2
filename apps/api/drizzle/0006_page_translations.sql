ALTER TABLE "pages" ADD COLUMN "translation_key" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "category" text;