ALTER TABLE "wallets" ADD COLUMN "wagered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_wagered" CHECK ("wallets"."wagered" >= 0);--> statement-breakpoint
-- Every real-money bet of the rounds played before the total was kept.
UPDATE "wallets" SET "wagered" = "totals"."bet"
FROM (SELECT "player_id", sum("bet") AS "bet" FROM "game_rounds" GROUP BY "player_id") AS "totals"
WHERE "wallets"."player_id" = "totals"."player_id";
