-- What several app nodes on one database must count together (issue 29): each rate limit's
-- requests per key in its current window, one row per key, counted by one upsert.
CREATE TABLE "limite_contagens" (
	"chave" text PRIMARY KEY NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"contagem" integer NOT NULL
);
--> statement-breakpoint
-- An outside service used at most once per interval by the whole cluster (Nominatim's one request
-- a second): the instant it is free again, taken by one atomic update.
CREATE TABLE "vez_externa" (
	"servico" text PRIMARY KEY NOT NULL,
	"livre_em" timestamp with time zone NOT NULL
);
