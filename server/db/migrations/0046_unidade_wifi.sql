-- Issue 43: the size (MB) above which a file of this unit's officers waits for Wi-Fi on a cellular link; null, no wait.
ALTER TABLE "unidades" ADD COLUMN "wifi_acima_mb" integer;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_wifi_acima_mb_range" CHECK ("unidades"."wifi_acima_mb" BETWEEN 1 AND 1000);
