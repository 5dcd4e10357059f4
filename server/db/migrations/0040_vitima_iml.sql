-- Issue 42: the IML's numbers for each victim — the request for examination (guia or requisição)
-- and the laudo when it comes back, each with its date.
ALTER TABLE "vitimas" ADD COLUMN "guia_iml" text;--> statement-breakpoint
ALTER TABLE "vitimas" ADD COLUMN "guia_iml_data" date;--> statement-breakpoint
ALTER TABLE "vitimas" ADD COLUMN "laudo_iml" text;--> statement-breakpoint
ALTER TABLE "vitimas" ADD COLUMN "laudo_iml_data" date;
