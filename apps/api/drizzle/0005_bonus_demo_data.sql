-- The demo deposit campaigns and jackpots (apps/api/README.md, "Bonuses and the demo slot"), written once per database.
INSERT INTO "deposit_campaigns" ("id", "titles", "min_deposit", "max_promo", "free_spins", "turnover_factor") VALUES
  (1, '{"fi":"Tervetuliaisbonus","en":"Welcome bonus","et":"Tervitusboonus"}', 1000, 10000, 20, 30),
  (2, '{"fi":"Viikonlopun buusti","en":"Weekend boost","et":"Nädalavahetuse boost"}', 2000, 20000, 50, 25),
  (3, '{"fi":"Suurpelaajan bonus","en":"High roller bonus","et":"Suurmängija boonus"}', 10000, 50000, 100, 20)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "jackpots" ("id", "name", "seed", "share_basis_points") VALUES
  (1, 'Pohjolan Mega', 10000000, 50),
  (2, 'Revontuli Major', 500000, 30),
  (3, 'Sauna Mini', 10000, 20)
ON CONFLICT DO NOTHING;
