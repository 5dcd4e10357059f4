ALTER TABLE "media_objects" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "precisao_m" real;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "dispositivo" text;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "precisao_m" real;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "obtida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "vestigios" ADD COLUMN "cidade_id" integer;--> statement-breakpoint
ALTER TABLE "vestigios" ADD CONSTRAINT "vestigios_cidade_id_municipios_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vestigios_cidade_idx" ON "vestigios" USING btree ("cidade_id");--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_coordinates_pair" CHECK (("media_objects"."latitude" IS NULL) = ("media_objects"."longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_latitude_range" CHECK ("media_objects"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_longitude_range" CHECK ("media_objects"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_precisao_check" CHECK ("media_objects"."precisao_m" IS NULL OR ("media_objects"."precisao_m" >= 0 AND "media_objects"."latitude" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "vestigios" ADD CONSTRAINT "vestigios_precisao_check" CHECK ("vestigios"."precisao_m" IS NULL OR ("vestigios"."precisao_m" >= 0 AND "vestigios"."latitude" IS NOT NULL));