ALTER TABLE "games" ADD COLUMN "rtp_basis_points" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_volatility" CHECK ("games"."volatility" in ('low', 'medium', 'high'));