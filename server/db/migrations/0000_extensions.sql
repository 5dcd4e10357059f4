-- Trigram search that ignores case and accents ('joao' finds 'João'). Runs before the tables
-- because their GIN indexes are built on immutable_unaccent().
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- expression. This wrapper pins the dictionary and schema and declares the result IMMUTABLE;
-- queries must call the same expression, immutable_unaccent(lower(column)), to use the indexes.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
