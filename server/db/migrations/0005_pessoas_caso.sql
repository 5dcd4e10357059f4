CREATE TABLE "pessoas_caso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caso_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"vulgo" text,
	"data_nascimento" date,
	"cpf" text,
	"rg" text,
	"pai" text,
	"mae" text,
	"sexo" text,
	"profissao" text,
	"cor" text,
	"estado_civil" text,
	"conjuje" text,
	"faccao" text,
	"comparsa" text,
	"email" text,
	"telefone" text,
	"naturalidade" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pessoas_caso_sexo_check" CHECK ("pessoas_caso"."sexo" IN ('MASCULINO', 'FEMININO', 'TRANSGÊNERO MASCULINO', 'TRANSGÊNERO FEMININO', 'OUTRO', 'INDETERMINADO')),
	CONSTRAINT "pessoas_caso_cor_check" CHECK ("pessoas_caso"."cor" IN ('BRANCO', 'NEGRO', 'PARDO', 'AMARELO', 'INDÍGENA', 'MORENO', 'OUTRO')),
	CONSTRAINT "pessoas_caso_estado_civil_check" CHECK ("pessoas_caso"."estado_civil" IN ('SOLTEIRO(A)', 'CASADO(A)', 'UNIÃO ESTÁVEL'))
);
--> statement-breakpoint
DROP INDEX "caracteristicas_fisicas_pessoa_idx";--> statement-breakpoint
ALTER TABLE "caracteristicas_fisicas" ADD COLUMN "caso_id" uuid;--> statement-breakpoint
ALTER TABLE "enderecos" ADD COLUMN "caso_id" uuid;--> statement-breakpoint
ALTER TABLE "pessoas_caso" ADD CONSTRAINT "pessoas_caso_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas_caso" ADD CONSTRAINT "pessoas_caso_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas_caso" ADD CONSTRAINT "pessoas_caso_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pessoas_caso_caso_pessoa_idx" ON "pessoas_caso" USING btree ("caso_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "pessoas_caso_pessoa_idx" ON "pessoas_caso" USING btree ("pessoa_id","updated_at");--> statement-breakpoint
CREATE INDEX "pessoas_caso_created_by_idx" ON "pessoas_caso" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "caracteristicas_fisicas" ADD CONSTRAINT "caracteristicas_fisicas_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enderecos_caso_pessoa_idx" ON "enderecos" USING btree ("caso_id","pessoa_id");--> statement-breakpoint
-- Until now one record per person was shared by every case. Each case gets its own copy of it, so
-- that an edit in one case no longer changes what another shows.
INSERT INTO "pessoas_caso" ("caso_id", "pessoa_id", "nome", "vulgo", "data_nascimento", "cpf", "rg", "pai", "mae", "sexo", "profissao", "cor", "estado_civil", "conjuje", "faccao", "comparsa", "email", "telefone", "naturalidade", "created_by", "created_at", "updated_at")
SELECT l.caso_id, p.id, p.nome, p.vulgo, p.data_nascimento, p.cpf, p.rg, p.pai, p.mae, p.sexo, p.profissao, p.cor, p.estado_civil, p.conjuje, p.faccao, p.comparsa, p.email, p.telefone, p.naturalidade, l.created_by, l.created_at, p.updated_at
FROM (
  SELECT DISTINCT ON (caso_id, pessoa_id) caso_id, pessoa_id, created_by, created_at
  FROM (
    SELECT caso_id, pessoa_id, created_by, created_at FROM "vitimas"
    UNION ALL SELECT caso_id, pessoa_id, created_by, created_at FROM "testemunhas"
    UNION ALL SELECT caso_id, pessoa_id, created_by, created_at FROM "suspeitos"
  ) v
  ORDER BY caso_id, pessoa_id, created_at
) l
JOIN "pessoas" p ON p.id = l.pessoa_id;
--> statement-breakpoint
-- Every address stays, with the person's first case; each other case gets a copy of the latest one,
-- which is the address its forms showed.
UPDATE "enderecos" e SET "caso_id" = primeiro.caso_id
FROM (SELECT DISTINCT ON (pessoa_id) pessoa_id, caso_id FROM "pessoas_caso" ORDER BY pessoa_id, created_at, caso_id) primeiro
WHERE primeiro.pessoa_id = e.pessoa_id;
--> statement-breakpoint
INSERT INTO "enderecos" ("id", "pessoa_id", "caso_id", "rua", "numero", "bairro", "complemento", "cidade_id", "estado", "cep", "created_by", "created_at", "updated_at")
SELECT gen_random_uuid(), pc.pessoa_id, pc.caso_id, u.rua, u.numero, u.bairro, u.complemento, u.cidade_id, u.estado, u.cep, u.created_by, u.created_at, u.updated_at
FROM "pessoas_caso" pc
JOIN LATERAL (
  SELECT * FROM "enderecos" e
  WHERE e.pessoa_id = pc.pessoa_id AND e.caso_id IS DISTINCT FROM pc.caso_id
  ORDER BY e.created_at DESC, e.updated_at DESC, e.id
  LIMIT 1
) u ON true
WHERE NOT EXISTS (SELECT 1 FROM "enderecos" x WHERE x.pessoa_id = pc.pessoa_id AND x.caso_id = pc.caso_id);
--> statement-breakpoint
UPDATE "caracteristicas_fisicas" c SET "caso_id" = primeiro.caso_id
FROM (SELECT DISTINCT ON (pessoa_id) pessoa_id, caso_id FROM "pessoas_caso" ORDER BY pessoa_id, created_at, caso_id) primeiro
WHERE primeiro.pessoa_id = c.pessoa_id;
--> statement-breakpoint
INSERT INTO "caracteristicas_fisicas" ("id", "pessoa_id", "caso_id", "cor_cabelo", "cor_olhos", "barba", "bigode", "cicatriz", "cicatriz_descricao", "tatuagem", "tatuagem_descricao", "comentario", "created_by", "created_at", "updated_at")
SELECT gen_random_uuid(), pc.pessoa_id, pc.caso_id, c.cor_cabelo, c.cor_olhos, c.barba, c.bigode, c.cicatriz, c.cicatriz_descricao, c.tatuagem, c.tatuagem_descricao, c.comentario, c.created_by, c.created_at, c.updated_at
FROM "pessoas_caso" pc
JOIN "caracteristicas_fisicas" c ON c.pessoa_id = pc.pessoa_id AND c.caso_id IS DISTINCT FROM pc.caso_id
WHERE NOT EXISTS (SELECT 1 FROM "caracteristicas_fisicas" x WHERE x.pessoa_id = pc.pessoa_id AND x.caso_id = pc.caso_id);
--> statement-breakpoint
ALTER TABLE "caracteristicas_fisicas" ADD CONSTRAINT "caracteristicas_fisicas_pessoa_caso_key" UNIQUE NULLS NOT DISTINCT("pessoa_id","caso_id");