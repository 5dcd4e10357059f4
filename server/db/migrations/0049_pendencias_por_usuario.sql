-- A device's queued work per case is counted per user too: two officers sharing a shift's phone each
-- hold their own queue on it, and one reporting an empty queue must not clear the other's count.
-- The device is now the one the session registered (the server's record), no longer the request's.
ALTER TABLE "caso_pendencias" DROP CONSTRAINT "caso_pendencias_caso_id_dispositivo_pk";--> statement-breakpoint
ALTER TABLE "caso_pendencias" ADD CONSTRAINT "caso_pendencias_caso_id_dispositivo_user_id_pk" PRIMARY KEY("caso_id","dispositivo","user_id");
