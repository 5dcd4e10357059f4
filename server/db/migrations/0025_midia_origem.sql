-- Issue 27: captured by the app's camera or imported from the device; an imported file's own
-- metadata (EXIF, the container's header) kept apart from the device's record of the import.
-- Rows from before stay NULL: neither is claimed for them.
ALTER TABLE "media_objects" ADD COLUMN "origem" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "arquivo_criado_em" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "arquivo_latitude" double precision;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "arquivo_longitude" double precision;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "arquivo_modelo" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_origem_check" CHECK ("media_objects"."origem" IS NULL OR "media_objects"."origem" IN ('captura', 'importacao'));--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_arquivo_coordinates_pair" CHECK (("media_objects"."arquivo_latitude" IS NULL) = ("media_objects"."arquivo_longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_arquivo_latitude_range" CHECK ("media_objects"."arquivo_latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_arquivo_longitude_range" CHECK ("media_objects"."arquivo_longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_arquivo_so_importado" CHECK ("media_objects"."origem" = 'importacao' OR ("media_objects"."arquivo_criado_em" IS NULL AND "media_objects"."arquivo_latitude" IS NULL AND "media_objects"."arquivo_modelo" IS NULL));
