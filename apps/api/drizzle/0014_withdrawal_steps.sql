ALTER TABLE "payments" ADD COLUMN "approved_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refused_time" timestamp with time zone;--> statement-breakpoint
-- Withdrawals settled before the steps were kept: paid ones were approved and paid at settling, cancelled ones cancelled then.
UPDATE "payments" SET "approved_time" = "settled_time", "paid_time" = "settled_time" WHERE "kind" = 'withdrawal' AND "status" = 'ok';--> statement-breakpoint
UPDATE "payments" SET "cancelled_time" = "settled_time" WHERE "kind" = 'withdrawal' AND "status" = 'cancelled';
