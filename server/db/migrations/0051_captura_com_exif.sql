-- A photo said to come from the app's camera whose bytes carry a camera's EXIF (the app's canvas
-- writes none) is recorded as such, never as verified, whatever its signature.
ALTER TABLE "media_objects" DROP CONSTRAINT "media_objects_captura_verificacao_valores";--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_captura_verificacao_valores" CHECK ("media_objects"."captura_verificacao" IN ('verificada', 'sem_assinatura', 'aparelho_desconhecido', 'aparelho_revogado', 'aparelho_nao_registrado_pelo_usuario', 'aparelho_revogado_para_usuario', 'assinatura_invalida', 'arquivo_de_camera', 'anterior'));
