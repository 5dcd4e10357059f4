CREATE TABLE "pessoa_aliases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pessoa_aliases" ADD CONSTRAINT "pessoa_aliases_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pessoa_aliases_pessoa_idx" ON "pessoa_aliases" USING btree ("pessoa_id");