import { relations } from 'drizzle-orm';
import { users } from './access';
import { acessosJustificados, casos, compartilhamentos, equipeMembros } from './casos';
import { acionamentos, anotacoes, meios, videoNotas } from './conteudo';
import { cameras, condicoesLocal, locais } from './locais';
import { mediaObjects } from './media';
import { caracteristicasFisicas, documentos, enderecos, intimacoes, pessoas } from './pessoas';
import { pessoasCaso } from './pessoas-caso';
import { cargos, encaminhamentos, estados, municipios, tipificacoes } from './reference';
import { vestigioMidias, vestigios } from './vestigios';
import { suspeitos, testemunhas, vitimas } from './vinculos';

// Relations feed Drizzle's relational queries (db.query.x.findMany({ with })), which build
// the nested read-back shapes of the spec in one round trip. Keys follow those shapes.

export const municipiosRelations = relations(municipios, ({ one }) => ({
  estado: one(estados, { fields: [municipios.estadoId], references: [estados.id] }),
}));

export const casosRelations = relations(casos, ({ one, many }) => ({
  user: one(users, { fields: [casos.createdBy], references: [users.id] }),
  equipe: many(equipeMembros),
  vitimas: many(vitimas),
  testemunhas: many(testemunhas),
  suspeitos: many(suspeitos),
  locais: many(locais),
  cameras: many(cameras),
  meios: many(meios),
  anotacoes: many(anotacoes),
  videoNota: one(videoNotas),
  acionamentos: many(acionamentos),
  vestigios: many(vestigios),
  midias: many(mediaObjects),
  compartilhamentos: many(compartilhamentos),
  acessosJustificados: many(acessosJustificados),
  intimacoes: many(intimacoes),
  documentos: many(documentos),
}));

export const equipeMembrosRelations = relations(equipeMembros, ({ one }) => ({
  caso: one(casos, { fields: [equipeMembros.casoId], references: [casos.id] }),
  cargo: one(cargos, { fields: [equipeMembros.cargoId], references: [cargos.id] }),
  user: one(users, { fields: [equipeMembros.userId], references: [users.id] }),
}));

export const compartilhamentosRelations = relations(compartilhamentos, ({ one }) => ({
  caso: one(casos, { fields: [compartilhamentos.casoId], references: [casos.id] }),
  user: one(users, { fields: [compartilhamentos.userId], references: [users.id] }),
  sharedByUser: one(users, { fields: [compartilhamentos.sharedBy], references: [users.id] }),
}));

export const acessosJustificadosRelations = relations(acessosJustificados, ({ one }) => ({
  caso: one(casos, { fields: [acessosJustificados.casoId], references: [casos.id] }),
  user: one(users, { fields: [acessosJustificados.userId], references: [users.id] }),
}));

export const mediaObjectsRelations = relations(mediaObjects, ({ one }) => ({
  caso: one(casos, { fields: [mediaObjects.casoId], references: [casos.id] }),
}));

export const pessoasRelations = relations(pessoas, ({ many }) => ({
  registros: many(pessoasCaso),
  enderecos: many(enderecos),
  caracteristicasFisicas: many(caracteristicasFisicas),
  documentos: many(documentos),
  vitimas: many(vitimas),
  testemunhas: many(testemunhas),
  suspeitos: many(suspeitos),
  intimacoes: many(intimacoes),
}));

export const pessoasCasoRelations = relations(pessoasCaso, ({ one }) => ({
  caso: one(casos, { fields: [pessoasCaso.casoId], references: [casos.id] }),
  pessoa: one(pessoas, { fields: [pessoasCaso.pessoaId], references: [pessoas.id] }),
}));

export const enderecosRelations = relations(enderecos, ({ one }) => ({
  pessoa: one(pessoas, { fields: [enderecos.pessoaId], references: [pessoas.id] }),
  caso: one(casos, { fields: [enderecos.casoId], references: [casos.id] }),
  cidade: one(municipios, { fields: [enderecos.cidade_id], references: [municipios.id] }),
}));

export const caracteristicasFisicasRelations = relations(caracteristicasFisicas, ({ one }) => ({
  pessoa: one(pessoas, { fields: [caracteristicasFisicas.pessoaId], references: [pessoas.id] }),
  caso: one(casos, { fields: [caracteristicasFisicas.casoId], references: [casos.id] }),
}));

export const documentosRelations = relations(documentos, ({ one }) => ({
  pessoa: one(pessoas, { fields: [documentos.pessoaId], references: [pessoas.id] }),
  caso: one(casos, { fields: [documentos.casoId], references: [casos.id] }),
  media: one(mediaObjects, { fields: [documentos.mediaId], references: [mediaObjects.id] }),
}));

export const intimacoesRelations = relations(intimacoes, ({ one }) => ({
  caso: one(casos, { fields: [intimacoes.casoId], references: [casos.id] }),
  pessoa: one(pessoas, { fields: [intimacoes.pessoaId], references: [pessoas.id] }),
  user: one(users, { fields: [intimacoes.userId], references: [users.id] }),
}));

export const vitimasRelations = relations(vitimas, ({ one, many }) => ({
  caso: one(casos, { fields: [vitimas.casoId], references: [casos.id] }),
  pessoa: one(pessoas, { fields: [vitimas.pessoaId], references: [pessoas.id] }),
  crime: one(tipificacoes, { fields: [vitimas.crime_id], references: [tipificacoes.id] }),
  encaminhamento: one(encaminhamentos, {
    fields: [vitimas.encaminhado],
    references: [encaminhamentos.codigo],
  }),
  testemunhas: many(testemunhas),
  suspeitos: many(suspeitos),
}));

export const testemunhasRelations = relations(testemunhas, ({ one }) => ({
  caso: one(casos, { fields: [testemunhas.casoId], references: [casos.id] }),
  pessoa: one(pessoas, { fields: [testemunhas.pessoaId], references: [pessoas.id] }),
  vitimaVinculo: one(vitimas, { fields: [testemunhas.vitimaVinculoId], references: [vitimas.id] }),
}));

export const suspeitosRelations = relations(suspeitos, ({ one }) => ({
  caso: one(casos, { fields: [suspeitos.casoId], references: [casos.id] }),
  pessoa: one(pessoas, { fields: [suspeitos.pessoaId], references: [pessoas.id] }),
  vitimaVinculo: one(vitimas, { fields: [suspeitos.vitimaVinculoId], references: [vitimas.id] }),
}));

export const locaisRelations = relations(locais, ({ one }) => ({
  caso: one(casos, { fields: [locais.casoId], references: [casos.id] }),
  condicoes: one(condicoesLocal),
  mapa: one(mediaObjects, { fields: [locais.mapaMediaId], references: [mediaObjects.id] }),
  municipio: one(municipios, { fields: [locais.cidade_id], references: [municipios.id] }),
}));

export const condicoesLocalRelations = relations(condicoesLocal, ({ one }) => ({
  local: one(locais, { fields: [condicoesLocal.localId], references: [locais.id] }),
}));

export const camerasRelations = relations(cameras, ({ one }) => ({
  caso: one(casos, { fields: [cameras.casoId], references: [casos.id] }),
  imagem: one(mediaObjects, { fields: [cameras.imagemMediaId], references: [mediaObjects.id] }),
  municipio: one(municipios, { fields: [cameras.cidade_id], references: [municipios.id] }),
}));

export const meiosRelations = relations(meios, ({ one }) => ({
  caso: one(casos, { fields: [meios.casoId], references: [casos.id] }),
}));

export const anotacoesRelations = relations(anotacoes, ({ one }) => ({
  caso: one(casos, { fields: [anotacoes.casoId], references: [casos.id] }),
  user: one(users, { fields: [anotacoes.userId], references: [users.id] }),
}));

export const videoNotasRelations = relations(videoNotas, ({ one }) => ({
  caso: one(casos, { fields: [videoNotas.casoId], references: [casos.id] }),
  user: one(users, { fields: [videoNotas.userId], references: [users.id] }),
}));

export const acionamentosRelations = relations(acionamentos, ({ one }) => ({
  caso: one(casos, { fields: [acionamentos.casoId], references: [casos.id] }),
}));

export const vestigiosRelations = relations(vestigios, ({ one, many }) => ({
  caso: one(casos, { fields: [vestigios.casoId], references: [casos.id] }),
  user: one(users, { fields: [vestigios.userId], references: [users.id] }),
  midias: many(vestigioMidias),
}));

export const vestigioMidiasRelations = relations(vestigioMidias, ({ one }) => ({
  vestigio: one(vestigios, { fields: [vestigioMidias.vestigioId], references: [vestigios.id] }),
  media: one(mediaObjects, { fields: [vestigioMidias.mediaId], references: [mediaObjects.id] }),
}));
