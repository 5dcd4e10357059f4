-- Issue 42: a seized instrument, weapon or object — its serial number, seal (lacre), and where and
-- when it was deposited — on the means of the crime and on the vestígios of type 'Objeto Apreendido'.
ALTER TABLE "meios" ADD COLUMN "numero_serie" text;--> statement-breakpoint
ALTER TABLE "meios" ADD COLUMN "lacre" text;--> statement-breakpoint
ALTER TABLE "meios" ADD COLUMN "deposito_local" text;--> statement-breakpoint
ALTER TABLE "meios" ADD COLUMN "deposito_data" date;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "numero_serie" text;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "lacre" text;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "deposito_local" text;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "deposito_data" date;
