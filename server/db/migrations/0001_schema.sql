CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"matricula" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"cargo_id" integer,
	"unidade_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_matricula_unique" UNIQUE("matricula"),
	CONSTRAINT "users_matricula_7_digits" CHECK ("users"."matricula" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
CREATE TABLE "acessos_justificados" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"justificativa" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acessos_justificados_justificativa_not_blank" CHECK (btrim("acessos_justificados"."justificativa") <> '')
);
--> statement-breakpoint
CREATE TABLE "casos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"identificador" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "casos_identificador_unique" UNIQUE("identificador"),
	CONSTRAINT "casos_name_length" CHECK (char_length("casos"."name") BETWEEN 5 AND 25),
	CONSTRAINT "casos_identificador_format" CHECK ("casos"."identificador" ~ '^[0-9]{4}\.[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "compartilhamentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shared_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipe_membros" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"matricula" char(7) NOT NULL,
	"name" text NOT NULL,
	"cargo_id" integer NOT NULL,
	"user_id" uuid,
	"origem" text DEFAULT 'equipe' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipe_membros_matricula_7_digits" CHECK ("equipe_membros"."matricula" ~ '^[0-9]{7}$'),
	CONSTRAINT "equipe_membros_origem_check" CHECK ("equipe_membros"."origem" IN ('equipe', 'compartilhamento'))
);
--> statement-breakpoint
CREATE TABLE "acionamentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acionamentos_tipo_check" CHECK ("acionamentos"."tipo" IN ('Data/Hora do Acontecimento', 'Corpo Encontrado', 'Acionamento da Polícia Civil', 'Acionamento da Perícia', 'Acionamento da Polícia Militar', 'Acionamento do SAMU', 'Acionamento do Corpo de Bombeiros', 'Chegada da Polícia Civil', 'Chegada da Perícia', 'Chegada da Polícia Militar', 'Chegada do Corpo de Bombeiros', 'Chegada do SAMU', 'Remoção do Corpo', 'Saída da Polícia Civil', 'Saída da Perícia', 'Saída do SAMU', 'Saída do Corpo de Bombeiros'))
);
--> statement-breakpoint
CREATE TABLE "anotacoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"anotacao" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anotacoes_anotacao_not_blank" CHECK (btrim("anotacoes"."anotacao") <> '')
);
--> statement-breakpoint
CREATE TABLE "meios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"instrumento_crime" text DEFAULT 'Desconhecido' NOT NULL,
	"outro_instrumento_crime" text,
	"calibres" text[] DEFAULT '{}'::text[] NOT NULL,
	"meio_transporte" text DEFAULT 'Desconhecido' NOT NULL,
	"rota_chegada_suspeito" text,
	"rota_fuga_suspeito" text,
	"anotacao_meio" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meios_instrumento_crime_check" CHECK ("meios"."instrumento_crime" IN ('Acidente com Veículo Automotor', 'Afogamento', 'Arma Branca', 'Arma de Fogo', 'Arremesso de Objeto', 'Asfixia', 'Atropelamento', 'Eletrocussão', 'Enforcamento', 'Envenenamento', 'Espancamento', 'Estrangulamento', 'Explosão', 'Fogo', 'Instrumento Contundente', 'Intoxicação por Substância Química', 'Morte Natural Suspeita', 'Morte por Desabamento', 'Overdose', 'Queda de Altura', 'Desconhecido', 'Outro')),
	CONSTRAINT "meios_calibres_check" CHECK ("meios"."calibres" <@ ARRAY['9mm', '0.22', '0.32', '0.357', '0.38', '0.40', '0.45', '0.50', '5.56mm', '7.62mm', '12', 'Outros']::text[]),
	CONSTRAINT "meios_meio_transporte_check" CHECK ("meios"."meio_transporte" IN ('Desconhecido', 'Carro', 'Moto', 'A pé', 'Outro'))
);
--> statement-breakpoint
CREATE TABLE "video_notas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cameras" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"rua" text,
	"numero" text,
	"bairro" text,
	"cidade" text,
	"cidade_id" integer,
	"estado" text,
	"cep" text,
	"complemento" text,
	"latitude" double precision,
	"longitude" double precision,
	"imagem_media_id" uuid,
	"incluir_relatorio" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cameras_coordinates_pair" CHECK (("cameras"."latitude" IS NULL) = ("cameras"."longitude" IS NULL)),
	CONSTRAINT "cameras_latitude_range" CHECK ("cameras"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "cameras_longitude_range" CHECK ("cameras"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "condicoes_local" (
	"id" uuid PRIMARY KEY NOT NULL,
	"local_id" uuid NOT NULL,
	"vizinhanca" text,
	"clima" text,
	"tipo" text,
	"local_interno" text,
	"local_externo" text,
	"qualidade" text,
	"higiene" text,
	"organizacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condicoes_local_vizinhanca_check" CHECK ("condicoes_local"."vizinhanca" IN ('RESIDENCIAL', 'COMERCIAL', 'TURISTICA', 'PUBLICO', 'COMUNIDADE')),
	CONSTRAINT "condicoes_local_clima_check" CHECK ("condicoes_local"."clima" IN ('CEU LIMPO', 'NUBLADO', 'CHUVA')),
	CONSTRAINT "condicoes_local_tipo_check" CHECK ("condicoes_local"."tipo" IN ('INTERNO', 'EXTERNO')),
	CONSTRAINT "condicoes_local_local_interno_check" CHECK ("condicoes_local"."local_interno" IN ('RESIDENCIA', 'APARTAMENTO', 'SOBRADO', 'EDICULA', 'COMODO_ISOLADO', 'COMERCIO', 'OUTRO')),
	CONSTRAINT "condicoes_local_local_externo_check" CHECK ("condicoes_local"."local_externo" IN ('RUA_PAVIMENTADA', 'ESTRADA_TERRA', 'SARJETA', 'PRAÇA', 'MAR', 'RIO', 'MATA', 'OUTRO')),
	CONSTRAINT "condicoes_local_qualidade_check" CHECK ("condicoes_local"."qualidade" IN ('ALVENARIA', 'TAIPA', 'BARRACO', 'OUTRO')),
	CONSTRAINT "condicoes_local_higiene_check" CHECK ("condicoes_local"."higiene" IN ('BOA', 'REGULAR', 'PESSIMA')),
	CONSTRAINT "condicoes_local_organizacao_check" CHECK ("condicoes_local"."organizacao" IN ('ORDENADO', 'DESORDENADO', 'REVIRADO'))
);
--> statement-breakpoint
CREATE TABLE "locais" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"rua" text,
	"numero" text,
	"bairro" text,
	"cidade" text,
	"cidade_id" integer,
	"estado" text,
	"cep" text,
	"complemento" text,
	"latitude" double precision,
	"longitude" double precision,
	"mapa_media_id" uuid,
	"incluir_relatorio" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locais_coordinates_pair" CHECK (("locais"."latitude" IS NULL) = ("locais"."longitude" IS NULL)),
	CONSTRAINT "locais_latitude_range" CHECK ("locais"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "locais_longitude_range" CHECK ("locais"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"caso_id" uuid,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid,
	"sha256" char(64) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_objects_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "media_objects_kind_check" CHECK ("media_objects"."kind" IN ('photo', 'video', 'document', 'map')),
	CONSTRAINT "media_objects_sha256_hex" CHECK ("media_objects"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_objects_size_not_negative" CHECK ("media_objects"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "caracteristicas_fisicas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"cor_cabelo" text,
	"cor_olhos" text,
	"barba" text,
	"bigode" text,
	"cicatriz" text,
	"cicatriz_descricao" text,
	"tatuagem" text,
	"tatuagem_descricao" text,
	"comentario" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caracteristicas_fisicas_cor_cabelo_check" CHECK ("caracteristicas_fisicas"."cor_cabelo" IN ('PRETO', 'LOIRO', 'RUIVO', 'GRISALHO', 'CARECA')),
	CONSTRAINT "caracteristicas_fisicas_cor_olhos_check" CHECK ("caracteristicas_fisicas"."cor_olhos" IN ('PRETO', 'CASTANHO', 'AZUL', 'INDEFINITO')),
	CONSTRAINT "caracteristicas_fisicas_barba_check" CHECK ("caracteristicas_fisicas"."barba" IN ('SIM', 'NÃO')),
	CONSTRAINT "caracteristicas_fisicas_bigode_check" CHECK ("caracteristicas_fisicas"."bigode" IN ('SIM', 'NÃO')),
	CONSTRAINT "caracteristicas_fisicas_cicatriz_check" CHECK ("caracteristicas_fisicas"."cicatriz" IN ('SIM', 'NÃO')),
	CONSTRAINT "caracteristicas_fisicas_tatuagem_check" CHECK ("caracteristicas_fisicas"."tatuagem" IN ('SIM', 'NÃO'))
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"caso_id" uuid,
	"tipo" text NOT NULL,
	"media_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_tipo_check" CHECK ("documentos"."tipo" IN ('RG', 'CPF', 'CNH', 'PASSAPORTE', 'TITULO DE ELEITOR', 'CERTIDAO DE NASCIMENTO', 'IMAGEM'))
);
--> statement-breakpoint
CREATE TABLE "enderecos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"rua" text,
	"numero" text,
	"bairro" text,
	"complemento" text,
	"cidade_id" integer,
	"estado" text,
	"cep" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intimacoes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"delegado" text,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"endereco" jsonb,
	"data" date NOT NULL,
	"hora" time NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoas" (
	"id" uuid PRIMARY KEY NOT NULL,
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
	CONSTRAINT "pessoas_sexo_check" CHECK ("pessoas"."sexo" IN ('MASCULINO', 'FEMININO', 'TRANSGÊNERO MASCULINO', 'TRANSGÊNERO FEMININO', 'OUTRO', 'INDETERMINADO')),
	CONSTRAINT "pessoas_cor_check" CHECK ("pessoas"."cor" IN ('BRANCO', 'NEGRO', 'PARDO', 'AMARELO', 'INDÍGENA', 'MORENO', 'OUTRO')),
	CONSTRAINT "pessoas_estado_civil_check" CHECK ("pessoas"."estado_civil" IN ('SOLTEIRO(A)', 'CASADO(A)', 'UNIÃO ESTÁVEL'))
);
--> statement-breakpoint
CREATE TABLE "cargos" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "cargos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100 CACHE 1),
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargos_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "encaminhamentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"cidade_id" integer,
	"livre" boolean DEFAULT false NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "encaminhamentos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "estados" (
	"id" smallint PRIMARY KEY NOT NULL,
	"uf" char(2) NOT NULL,
	"nome" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"regiao" text NOT NULL,
	CONSTRAINT "estados_uf_unique" UNIQUE("uf")
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"estado_id" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capital" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipificacoes" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome_natureza" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"telefone" text,
	"endereco" text,
	"cidade_id" integer,
	"srpc" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vestigio_midias" (
	"vestigio_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "vestigio_midias_vestigio_id_media_id_pk" PRIMARY KEY("vestigio_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "vestigios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"descricao" varchar(255),
	"latitude" double precision,
	"longitude" double precision,
	"rua" text,
	"bairro" text,
	"cidade" text,
	"estado" text,
	"cep" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vestigios_tipo_check" CHECK ("vestigios"."tipo" IN ('CAMERA DE SEGURANÇA', 'CIOP', 'DIGITAL', 'INSTRUMENTO DO CRIME', 'ISOLAMENTO', 'LOCAL DE CRIME', 'OBSERVADORES', 'VESTÍGIO BALISTICO', 'VESTÍGIO BIOLÓGICO', 'VESTÍGIO ELETRONICO', 'VEICULO', 'VITIMA', 'OUTROS')),
	CONSTRAINT "vestigios_coordinates_pair" CHECK (("vestigios"."latitude" IS NULL) = ("vestigios"."longitude" IS NULL)),
	CONSTRAINT "vestigios_latitude_range" CHECK ("vestigios"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "vestigios_longitude_range" CHECK ("vestigios"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "suspeitos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"pessoa_tipo" text NOT NULL,
	"parentesco" text,
	"vitima_vinculo_id" uuid,
	"anotacoes" text,
	"incluir_relatorio" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspeitos_pessoa_tipo_check" CHECK ("suspeitos"."pessoa_tipo" IN ('Colega de Trabalho', 'Colega de Curso', 'Amigo', 'Familiar', 'Vizinho', 'outro')),
	CONSTRAINT "suspeitos_parentesco_check" CHECK ("suspeitos"."parentesco" IN ('avô', 'avó', 'cônjuje', 'cunhada', 'cunhado', 'filha', 'filho', 'irmã', 'irmão', 'mãe', 'pai', 'prima', 'primo', 'sobrinha', 'sobrinho', 'tia', 'tio', 'outro')),
	CONSTRAINT "suspeitos_parentesco_only_familiar" CHECK ("suspeitos"."parentesco" IS NULL OR "suspeitos"."pessoa_tipo" = 'Familiar')
);
--> statement-breakpoint
CREATE TABLE "testemunhas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"pessoa_tipo" text NOT NULL,
	"parentesco" text,
	"vitima_vinculo_id" uuid,
	"anotacoes" text,
	"incluir_relatorio" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testemunhas_pessoa_tipo_check" CHECK ("testemunhas"."pessoa_tipo" IN ('Colega de Trabalho', 'Colega de Curso', 'Amigo', 'Familiar', 'Vizinho', 'outro')),
	CONSTRAINT "testemunhas_parentesco_check" CHECK ("testemunhas"."parentesco" IN ('avô', 'avó', 'cônjuje', 'cunhada', 'cunhado', 'filha', 'filho', 'irmã', 'irmão', 'mãe', 'pai', 'prima', 'primo', 'sobrinha', 'sobrinho', 'tia', 'tio', 'outro')),
	CONSTRAINT "testemunhas_parentesco_only_familiar" CHECK ("testemunhas"."parentesco" IS NULL OR "testemunhas"."pessoa_tipo" = 'Familiar')
);
--> statement-breakpoint
CREATE TABLE "vitimas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"caso_id" uuid NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"crime_id" integer,
	"nic" text,
	"estado_cadaver" text,
	"data_morte" date,
	"hora_morte" time,
	"meio_morte" text,
	"abordagem" text,
	"abordagem_dados" text,
	"reacao" text,
	"reacao_dados" text,
	"subtracao_bens" text,
	"bens_subtraidos" text,
	"encaminhamento_id" uuid,
	"encaminhado_outro" text,
	"sobrevivente" text,
	"anotacoes" text,
	"incluir_relatorio" boolean DEFAULT true NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vitimas_estado_cadaver_check" CHECK ("vitimas"."estado_cadaver" IN ('Morte Recente', 'Putrefação', 'Ossada', 'Carbonizado', 'Outros')),
	CONSTRAINT "vitimas_meio_morte_check" CHECK ("vitimas"."meio_morte" IN ('Arma de Fogo', 'Arma Branca', 'Afogamento', 'Ataque Animal', 'Atropelamento', 'Choque Elétrico', 'Envenenamento', 'Estrangulamento', 'Suicídio', 'Outros')),
	CONSTRAINT "vitimas_abordagem_check" CHECK ("vitimas"."abordagem" IN ('NÃO', 'SIM', 'DESCONHECIDO')),
	CONSTRAINT "vitimas_reacao_check" CHECK ("vitimas"."reacao" IN ('SIM', 'NÃO', 'DESCONHECIDO')),
	CONSTRAINT "vitimas_subtracao_bens_check" CHECK ("vitimas"."subtracao_bens" IN ('SIM', 'NÃO', 'DESCONHECIDO')),
	CONSTRAINT "vitimas_sobrevivente_check" CHECK ("vitimas"."sobrevivente" IN ('SIM', 'NÃO'))
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acessos_justificados" ADD CONSTRAINT "acessos_justificados_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acessos_justificados" ADD CONSTRAINT "acessos_justificados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casos" ADD CONSTRAINT "casos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compartilhamentos" ADD CONSTRAINT "compartilhamentos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compartilhamentos" ADD CONSTRAINT "compartilhamentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compartilhamentos" ADD CONSTRAINT "compartilhamentos_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_membros" ADD CONSTRAINT "equipe_membros_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_membros" ADD CONSTRAINT "equipe_membros_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_membros" ADD CONSTRAINT "equipe_membros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe_membros" ADD CONSTRAINT "equipe_membros_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acionamentos" ADD CONSTRAINT "acionamentos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acionamentos" ADD CONSTRAINT "acionamentos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anotacoes" ADD CONSTRAINT "anotacoes_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anotacoes" ADD CONSTRAINT "anotacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meios" ADD CONSTRAINT "meios_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meios" ADD CONSTRAINT "meios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_notas" ADD CONSTRAINT "video_notas_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_notas" ADD CONSTRAINT "video_notas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_cidade_id_municipios_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_imagem_media_id_media_objects_id_fk" FOREIGN KEY ("imagem_media_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicoes_local" ADD CONSTRAINT "condicoes_local_local_id_locais_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locais" ADD CONSTRAINT "locais_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locais" ADD CONSTRAINT "locais_cidade_id_municipios_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locais" ADD CONSTRAINT "locais_mapa_media_id_media_objects_id_fk" FOREIGN KEY ("mapa_media_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locais" ADD CONSTRAINT "locais_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caracteristicas_fisicas" ADD CONSTRAINT "caracteristicas_fisicas_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caracteristicas_fisicas" ADD CONSTRAINT "caracteristicas_fisicas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_cidade_id_municipios_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intimacoes" ADD CONSTRAINT "intimacoes_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intimacoes" ADD CONSTRAINT "intimacoes_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intimacoes" ADD CONSTRAINT "intimacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoas" ADD CONSTRAINT "pessoas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encaminhamentos" ADD CONSTRAINT "encaminhamentos_cidade_id_municipios_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipios" ADD CONSTRAINT "municipios_estado_id_estados_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades" ADD CONSTRAINT "unidades_cidade_id_municipios_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."municipios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vestigio_midias" ADD CONSTRAINT "vestigio_midias_vestigio_id_vestigios_id_fk" FOREIGN KEY ("vestigio_id") REFERENCES "public"."vestigios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vestigio_midias" ADD CONSTRAINT "vestigio_midias_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vestigios" ADD CONSTRAINT "vestigios_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vestigios" ADD CONSTRAINT "vestigios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspeitos" ADD CONSTRAINT "suspeitos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspeitos" ADD CONSTRAINT "suspeitos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspeitos" ADD CONSTRAINT "suspeitos_vitima_vinculo_id_vitimas_id_fk" FOREIGN KEY ("vitima_vinculo_id") REFERENCES "public"."vitimas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspeitos" ADD CONSTRAINT "suspeitos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testemunhas" ADD CONSTRAINT "testemunhas_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testemunhas" ADD CONSTRAINT "testemunhas_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testemunhas" ADD CONSTRAINT "testemunhas_vitima_vinculo_id_vitimas_id_fk" FOREIGN KEY ("vitima_vinculo_id") REFERENCES "public"."vitimas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testemunhas" ADD CONSTRAINT "testemunhas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitimas" ADD CONSTRAINT "vitimas_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitimas" ADD CONSTRAINT "vitimas_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitimas" ADD CONSTRAINT "vitimas_crime_id_tipificacoes_id_fk" FOREIGN KEY ("crime_id") REFERENCES "public"."tipificacoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitimas" ADD CONSTRAINT "vitimas_encaminhamento_id_encaminhamentos_id_fk" FOREIGN KEY ("encaminhamento_id") REFERENCES "public"."encaminhamentos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitimas" ADD CONSTRAINT "vitimas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_cargo_idx" ON "users" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "users_unidade_idx" ON "users" USING btree ("unidade_id");--> statement-breakpoint
CREATE INDEX "acessos_justificados_caso_idx" ON "acessos_justificados" USING btree ("caso_id","created_at");--> statement-breakpoint
CREATE INDEX "acessos_justificados_user_caso_idx" ON "acessos_justificados" USING btree ("user_id","caso_id");--> statement-breakpoint
CREATE INDEX "casos_name_trgm_idx" ON "casos" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "casos_created_at_idx" ON "casos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "casos_created_by_idx" ON "casos" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "compartilhamentos_caso_user_idx" ON "compartilhamentos" USING btree ("caso_id","user_id");--> statement-breakpoint
CREATE INDEX "compartilhamentos_user_idx" ON "compartilhamentos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "compartilhamentos_shared_by_idx" ON "compartilhamentos" USING btree ("shared_by");--> statement-breakpoint
CREATE UNIQUE INDEX "equipe_membros_caso_matricula_idx" ON "equipe_membros" USING btree ("caso_id","matricula");--> statement-breakpoint
CREATE INDEX "equipe_membros_cargo_idx" ON "equipe_membros" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "equipe_membros_user_idx" ON "equipe_membros" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "equipe_membros_created_by_idx" ON "equipe_membros" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "acionamentos_caso_horario_idx" ON "acionamentos" USING btree ("caso_id","horario");--> statement-breakpoint
CREATE INDEX "acionamentos_created_by_idx" ON "acionamentos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "anotacoes_caso_idx" ON "anotacoes" USING btree ("caso_id","created_at");--> statement-breakpoint
CREATE INDEX "anotacoes_user_idx" ON "anotacoes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meios_caso_idx" ON "meios" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "meios_created_by_idx" ON "meios" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "video_notas_caso_idx" ON "video_notas" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "video_notas_user_idx" ON "video_notas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cameras_caso_idx" ON "cameras" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "cameras_cidade_idx" ON "cameras" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "cameras_imagem_media_idx" ON "cameras" USING btree ("imagem_media_id");--> statement-breakpoint
CREATE INDEX "cameras_created_by_idx" ON "cameras" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "condicoes_local_local_idx" ON "condicoes_local" USING btree ("local_id");--> statement-breakpoint
CREATE INDEX "locais_caso_idx" ON "locais" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "locais_cidade_idx" ON "locais" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "locais_mapa_media_idx" ON "locais" USING btree ("mapa_media_id");--> statement-breakpoint
CREATE INDEX "locais_created_by_idx" ON "locais" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "logs_created_idx" ON "logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "logs_level_idx" ON "logs" USING btree ("level","created_at");--> statement-breakpoint
CREATE INDEX "logs_caso_idx" ON "logs" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "media_objects_caso_idx" ON "media_objects" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "media_objects_sha256_idx" ON "media_objects" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_objects_created_by_idx" ON "media_objects" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "caracteristicas_fisicas_pessoa_idx" ON "caracteristicas_fisicas" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "caracteristicas_fisicas_created_by_idx" ON "caracteristicas_fisicas" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "documentos_pessoa_idx" ON "documentos" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "documentos_caso_idx" ON "documentos" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "documentos_media_idx" ON "documentos" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "documentos_created_by_idx" ON "documentos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "enderecos_pessoa_idx" ON "enderecos" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "enderecos_cidade_idx" ON "enderecos" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "enderecos_created_by_idx" ON "enderecos" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "intimacoes_caso_idx" ON "intimacoes" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "intimacoes_pessoa_idx" ON "intimacoes" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "intimacoes_user_idx" ON "intimacoes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pessoas_nome_trgm_idx" ON "pessoas" USING gin (immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pessoas_vulgo_trgm_idx" ON "pessoas" USING gin (immutable_unaccent(lower("vulgo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pessoas_cpf_idx" ON "pessoas" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "pessoas_created_by_idx" ON "pessoas" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "encaminhamentos_cidade_idx" ON "encaminhamentos" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "municipios_estado_idx" ON "municipios" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "municipios_nome_trgm_idx" ON "municipios" USING gin (immutable_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unidades_cidade_idx" ON "unidades" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "vestigio_midias_media_idx" ON "vestigio_midias" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "vestigios_caso_idx" ON "vestigios" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "vestigios_user_idx" ON "vestigios" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suspeitos_caso_pessoa_idx" ON "suspeitos" USING btree ("caso_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "suspeitos_pessoa_idx" ON "suspeitos" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "suspeitos_vitima_vinculo_idx" ON "suspeitos" USING btree ("vitima_vinculo_id");--> statement-breakpoint
CREATE INDEX "suspeitos_created_by_idx" ON "suspeitos" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "testemunhas_caso_pessoa_idx" ON "testemunhas" USING btree ("caso_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "testemunhas_pessoa_idx" ON "testemunhas" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "testemunhas_vitima_vinculo_idx" ON "testemunhas" USING btree ("vitima_vinculo_id");--> statement-breakpoint
CREATE INDEX "testemunhas_created_by_idx" ON "testemunhas" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "vitimas_caso_pessoa_idx" ON "vitimas" USING btree ("caso_id","pessoa_id");--> statement-breakpoint
CREATE INDEX "vitimas_pessoa_idx" ON "vitimas" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "vitimas_crime_idx" ON "vitimas" USING btree ("crime_id");--> statement-breakpoint
CREATE INDEX "vitimas_encaminhamento_idx" ON "vitimas" USING btree ("encaminhamento_id");--> statement-breakpoint
CREATE INDEX "vitimas_created_by_idx" ON "vitimas" USING btree ("created_by");