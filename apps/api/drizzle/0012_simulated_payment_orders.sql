CREATE TABLE "simulated_payment_orders" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"country" text NOT NULL,
	"identify" boolean NOT NULL,
	"outcome" jsonb,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_time" timestamp with time zone
);
