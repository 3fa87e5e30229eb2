CREATE TABLE "bonus_game_credits" (
	"player_id" integer NOT NULL,
	"round" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_game_credits_player_id_round_pk" PRIMARY KEY("player_id","round")
);
--> statement-breakpoint
ALTER TABLE "bonus_game_credits" ADD CONSTRAINT "bonus_game_credits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;