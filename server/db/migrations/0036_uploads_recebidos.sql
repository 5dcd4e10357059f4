-- Issue 40: each resumable upload a vestígio claimed, kept after the waiting room lets it go. A
-- retry whose answer was lost (the record saved, the phone never told) asks for its upload again:
-- its uploader hears that the server holds every byte, instead of 'no such upload' and then 'this
-- id is taken', which the phone recorded as a refusal of evidence the server has.
CREATE TABLE "uploads_recebidos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"caso_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_recebidos_size_not_negative" CHECK ("uploads_recebidos"."size_bytes" >= 0),
	CONSTRAINT "uploads_recebidos_sha256_hex" CHECK ("uploads_recebidos"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "uploads_recebidos" ADD CONSTRAINT "uploads_recebidos_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads_recebidos" ADD CONSTRAINT "uploads_recebidos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads_recebidos" ADD CONSTRAINT "uploads_recebidos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_recebidos_media_idx" ON "uploads_recebidos" USING btree ("media_id");--> statement-breakpoint
-- The originals claimed before: a vestígio's photo or video is stored under its upload's id. Their
-- posters were stored as thumbnails under the media's id, without the poster's own: a retry of one
-- of those sends the poster (a small frame) again.
INSERT INTO "uploads_recebidos" ("id", "media_id", "caso_id", "created_by", "size_bytes", "sha256", "created_at")
SELECT m."id", m."id", m."caso_id", m."created_by", m."size_bytes", m."sha256", m."created_at"
FROM "media_objects" m
WHERE m."caso_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "vestigio_midias" v WHERE v."media_id" = m."id");
