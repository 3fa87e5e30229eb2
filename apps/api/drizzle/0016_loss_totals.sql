ALTER TABLE "wallets" ADD COLUMN "loss_day_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "loss_day" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "loss_week_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "loss_week" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "loss_month_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "loss_month" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The totals of the rounds played so far in the current day, week and month in Finnish time.
WITH "starts" AS (
  SELECT date_trunc('day', now() AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS "day",
    date_trunc('week', now() AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS "week",
    date_trunc('month', now() AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki' AS "month"
), "totals" AS (
  SELECT "player_id",
    coalesce(sum("bet" - "win") FILTER (WHERE "created_time" >= "starts"."day"), 0) AS "day",
    coalesce(sum("bet" - "win") FILTER (WHERE "created_time" >= "starts"."week"), 0) AS "week",
    coalesce(sum("bet" - "win") FILTER (WHERE "created_time" >= "starts"."month"), 0) AS "month"
  FROM "game_rounds", "starts"
  WHERE "created_time" >= least("starts"."week", "starts"."month")
  GROUP BY "player_id"
)
UPDATE "wallets" SET "loss_day_start" = "starts"."day", "loss_day" = "totals"."day",
  "loss_week_start" = "starts"."week", "loss_week" = "totals"."week",
  "loss_month_start" = "starts"."month", "loss_month" = "totals"."month"
FROM "totals", "starts"
WHERE "wallets"."player_id" = "totals"."player_id";
