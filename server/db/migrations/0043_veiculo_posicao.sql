-- Issue 42: a vehicle's optional position at the scene (the device's GPS), by which the croqui marks it.
ALTER TABLE "veiculos" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_coordinates_pair" CHECK (("veiculos"."latitude" IS NULL) = ("veiculos"."longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_latitude_range" CHECK ("veiculos"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "veiculos" ADD CONSTRAINT "veiculos_longitude_range" CHECK ("veiculos"."longitude" BETWEEN -180 AND 180);
