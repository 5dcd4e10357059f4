-- Issue 27: the server vouches only for the bytes it produced. An issued report now keeps what a
-- paper holder can compare without the file (the issuer's unit, the page count, the checkpoint
-- of the log it carries) and where its PDF is kept as evidence of what was issued.
ALTER TABLE "relatorios_emitidos" ADD COLUMN "unidade" text;--> statement-breakpoint
ALTER TABLE "relatorios_emitidos" ADD COLUMN "paginas" integer;--> statement-breakpoint
ALTER TABLE "relatorios_emitidos" ADD COLUMN "checkpoint" jsonb;--> statement-breakpoint
ALTER TABLE "relatorios_emitidos" ADD COLUMN "arquivo" text;
