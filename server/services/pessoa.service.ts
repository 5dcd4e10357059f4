import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAPEL_LABELS,
  type PessoaCaso,
  type PessoaPapel,
  type VitimaDados,
  type vinculoCreateRequest,
  type vinculoUpdateRequest,
  type vitimaCreateRequest,
  type vitimaUpdateRequest,
} from '../../shared/schemas/pessoas';
import type { Tx } from '../db/client';
import { sameValues } from '../db/idempotent';
import {
  caracteristicasFisicas,
  encaminhamentos,
  enderecos,
  municipios,
  pessoas,
  vitimas,
} from '../db/schema';
import { AppError, notFound } from '../errors';
import { audit } from './audit';
import { loadCasoParaEscrita } from './caso-access';
import type { Actor, ServiceContext } from './context';
import { registrarAlias, resolverPessoaId } from './pessoa-alias';
import { loadPessoaCaso, tabelaVinculo } from './pessoa-caso.view';

type VitimaCreate = z.output<typeof vitimaCreateRequest>;
type VinculoCreate = z.output<typeof vinculoCreateRequest>;
type VitimaUpdate = z.output<typeof vitimaUpdateRequest>;
type VinculoUpdate = z.output<typeof vinculoUpdateRequest>;
type VinculoPapel = 'testemunha' | 'suspeito';

/** What create and update share: the person, their address and traits, and the case notes. */
type PessoaPartes = Omit<VitimaUpdate, 'vitima'>;
type PessoaDados = PessoaPartes['pessoa'];
type EnderecoDados = NonNullable<PessoaPartes['endereco']>;
type CaracteristicasDados = NonNullable<PessoaPartes['caracteristicas_fisicas']>;

type PessoaRow = typeof pessoas.$inferSelect;
type PessoaValues = Omit<typeof pessoas.$inferInsert, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>;
type CaracteristicasValues = Omit<
  typeof caracteristicasFisicas.$inferInsert,
  'id' | 'pessoaId' | 'createdBy' | 'createdAt' | 'updatedAt'
>;
type EnderecoValues = Omit<
  typeof enderecos.$inferInsert,
  'id' | 'pessoaId' | 'estado' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

/** The link columns of each role as the request sets them. */
type VitimaLinkValues = Omit<
  typeof vitimas.$inferInsert,
  'id' | 'casoId' | 'pessoaId' | 'incluirRelatorio' | 'createdBy' | 'createdAt' | 'updatedAt'
>;
interface VinculoLinkValues {
  pessoaTipo: VinculoCreate['vinculo']['pessoaTipo'];
  parentesco: VinculoCreate['vinculo']['parentesco'];
  vitimaVinculoId: string;
  anotacoes: string | null;
}

/** A role-specific request, after the checks that need the database. */
type Papel =
  | { papel: 'vitima'; values: VitimaLinkValues }
  | { papel: VinculoPapel; values: VinculoLinkValues };

export const CPF_DE_OUTRA_PESSOA = 'Já existe outra pessoa com este CPF.';

function pessoaValues(p: PessoaDados): PessoaValues {
  return {
    nome: p.nome,
    vulgo: p.vulgo,
    dataNascimento: p.data_nascimento,
    cpf: p.cpf,
    rg: p.rg,
    pai: p.pai,
    mae: p.mae,
    sexo: p.sexo,
    profissao: p.profissao,
    cor: p.cor,
    estadoCivil: p.estado_civil,
    conjuje: p.conjuje,
    faccao: p.faccao,
    comparsa: p.comparsa,
    email: p.email,
    telefone: p.telefone,
    naturalidade: p.naturalidade,
  };
}

function enderecoValues(e: EnderecoDados): EnderecoValues {
  return {
    rua: e.rua,
    numero: e.numero,
    bairro: e.bairro,
    complemento: e.complemento,
    cidadeId: e.cidade_id,
    cep: e.cep,
  };
}

function caracteristicasValues(c: CaracteristicasDados): CaracteristicasValues {
  return {
    corCabelo: c.cor_cabelo,
    corOlhos: c.cor_olhos,
    barba: c.barba,
    bigode: c.bigode,
    cicatriz: c.cicatriz,
    cicatrizDescricao: c.cicatriz_descricao,
    tatuagem: c.tatuagem,
    tatuagemDescricao: c.tatuagem_descricao,
    comentario: c.comentario,
  };
}

const allEmpty = (values: Record<string, unknown>) => Object.values(values).every((v) => v === null);

/** The stored values with the blanks taken from `sent`: what a create may add to a known record. */
function blanksFilled<T extends Record<string, unknown>>(stored: T, sent: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(sent) as (keyof T)[]) {
    if (stored[key] === null && sent[key] !== null) patch[key] = sent[key];
  }
  return patch;
}

/** Names of the fields whose value differs, for the audit trail. */
function changedFields(
  prefix: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): string[] {
  return Object.keys(after)
    .filter((key) => !before || !sameValues(before, { [key]: after[key] }))
    .map((key) => `${prefix}${key}`);
}

/**
 * Serialises writes that could race on the same client id or CPF (an outbox re-send arriving
 * while the first send is still running; two officers adding the same person at once).
 */
async function lock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function encaminhamentoId(tx: Tx, codigo: string | null): Promise<string | null> {
  if (codigo === null) return null;
  const [row] = await tx
    .select({ id: encaminhamentos.id })
    .from(encaminhamentos)
    .where(eq(encaminhamentos.codigo, codigo));
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'Encaminhamento inválido.', [
      { path: 'vitima.encaminhado', message: 'Encaminhamento inválido.' },
    ]);
  }
  return row.id;
}

async function vitimaLinkValues(tx: Tx, v: VitimaDados, anotacoes: string | null): Promise<VitimaLinkValues> {
  return {
    crimeId: v.crime_id,
    nic: v.nic,
    estadoCadaver: v.estado_cadaver,
    dataMorte: v.data_morte,
    horaMorte: v.hora_morte,
    meioMorte: v.meio_morte,
    abordagem: v.abordagem,
    abordagemDados: v.abordagemDados,
    reacao: v.reacao,
    reacaoDados: v.reacaoDados,
    subtracaoBens: v.subtracao_bens,
    bensSubtraidos: v.bens_subtraidos,
    encaminhamentoId: await encaminhamentoId(tx, v.encaminhado),
    encaminhadoOutro: v.encaminhado_outro,
    sobrevivente: v.sobrevivente,
    anotacoes,
  };
}

/** A witness or suspect is tied to a victim of the same case; any other id is refused. */
async function vinculoLinkValues(
  tx: Tx,
  casoId: string,
  v: VinculoCreate['vinculo'],
  anotacoes: string | null,
): Promise<VinculoLinkValues> {
  const [vitima] = await tx
    .select({ id: vitimas.id })
    .from(vitimas)
    .where(and(eq(vitimas.id, v.vitimaVinculoId), eq(vitimas.casoId, casoId)));
  if (!vitima) {
    throw new AppError('UNPROCESSABLE', 'Vítima não encontrada neste caso.', [
      { path: 'vinculo.vitimaVinculoId', message: 'Vítima não encontrada neste caso.' },
    ]);
  }
  return {
    pessoaTipo: v.pessoaTipo,
    parentesco: v.parentesco,
    vitimaVinculoId: v.vitimaVinculoId,
    anotacoes,
  };
}

async function checkCidade(tx: Tx, endereco: EnderecoDados | null): Promise<void> {
  if (endereco?.cidade_id == null) return;
  const [cidade] = await tx
    .select({ id: municipios.id })
    .from(municipios)
    .where(eq(municipios.id, endereco.cidade_id));
  if (!cidade) {
    throw new AppError('VALIDATION_FAILED', 'Cidade inválida.', [
      { path: 'endereco.cidade_id', message: 'Cidade inválida.' },
    ]);
  }
}

async function checkCpfLivre(tx: Tx, cpf: string | null | undefined, pessoaId: string): Promise<void> {
  if (!cpf) return;
  const [other] = await tx
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(and(eq(pessoas.cpf, cpf), ne(pessoas.id, pessoaId)))
    .limit(1);
  if (other) throw new AppError('CONFLICT', CPF_DE_OUTRA_PESSOA);
}

/**
 * The person a create refers to: the one picked by id, else the one already holding the CPF (one
 * person, many cases), else none and the request's id makes a new one. Locked for the write.
 */
async function resolverPessoa(tx: Tx, pessoa: PessoaDados): Promise<PessoaRow | null> {
  const id = await resolverPessoaId(tx, pessoa.id);
  const [byId] = await tx.select().from(pessoas).where(eq(pessoas.id, id)).for('update');
  if (byId) return byId;
  if (!pessoa.cpf) return null;
  const [byCpf] = await tx
    .select()
    .from(pessoas)
    .where(eq(pessoas.cpf, pessoa.cpf))
    .orderBy(pessoas.createdAt, pessoas.id)
    .limit(1)
    .for('update');
  return byCpf ?? null;
}

async function linkByPessoa(tx: Tx, papel: PessoaPapel, casoId: string, pessoaId: string) {
  const table = papel === 'vitima' ? vitimas : tabelaVinculo(papel);
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.casoId, casoId), eq(table.pessoaId, pessoaId)))
    .for('update');
  return row ?? null;
}

/** Stored link values in the request's form: PostgreSQL answers a time as 'HH:mm:ss'. */
function comparable(row: Record<string, unknown>): Record<string, unknown> {
  const hora = row.horaMorte;
  return typeof hora === 'string' ? { ...row, horaMorte: hora.slice(0, 5) } : row;
}

function jaCadastrada(papel: PessoaPapel): AppError {
  const tipo = PAPEL_LABELS[papel].tipo.toLocaleLowerCase('pt-BR');
  return new AppError('CONFLICT', `Esta pessoa já está cadastrada como ${tipo} neste caso.`);
}

async function insertLink(
  tx: Tx,
  link: Papel,
  ids: { id: string; casoId: string; pessoaId: string },
  actor: Actor,
): Promise<boolean> {
  const inserted =
    link.papel === 'vitima'
      ? await tx
          .insert(vitimas)
          .values({ ...ids, ...link.values, createdBy: actor.id })
          .onConflictDoNothing()
          .returning({ id: vitimas.id })
      : await tx
          .insert(tabelaVinculo(link.papel))
          .values({ ...ids, ...link.values, createdBy: actor.id })
          .onConflictDoNothing()
          .returning({ id: tabelaVinculo(link.papel).id });
  return inserted.length > 0;
}

/** Traits on create: a new row, or the blanks of the person's row filled (scar/tattoo stay coherent). */
async function preencherCaracteristicas(
  tx: Tx,
  pessoaId: string,
  dados: CaracteristicasDados | null,
  actor: Actor,
): Promise<void> {
  if (!dados) return;
  const sent = caracteristicasValues(dados);
  if (allEmpty(sent)) return;
  const [stored] = await tx
    .select()
    .from(caracteristicasFisicas)
    .where(eq(caracteristicasFisicas.pessoaId, pessoaId));
  if (!stored) {
    await tx
      .insert(caracteristicasFisicas)
      .values({ id: randomUUID(), pessoaId, ...sent, createdBy: actor.id });
    return;
  }
  // A description only joins a scar or tattoo that ends up SIM.
  const patch = blanksFilled(stored as CaracteristicasValues, {
    ...sent,
    cicatrizDescricao: (stored.cicatriz ?? sent.cicatriz) === 'SIM' ? sent.cicatrizDescricao : null,
    tatuagemDescricao: (stored.tatuagem ?? sent.tatuagem) === 'SIM' ? sent.tatuagemDescricao : null,
  });
  if (Object.keys(patch).length === 0) return;
  await tx.update(caracteristicasFisicas).set(patch).where(eq(caracteristicasFisicas.id, stored.id));
}

async function criar(
  ctx: ServiceContext,
  casoId: string,
  body: PessoaPartes & { id: string },
  papelDados: (tx: Tx) => Promise<Papel>,
): Promise<{ pessoa: PessoaCaso; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoParaEscrita(ctx, tx, casoId);
    await lock(tx, `vinculo:${body.id}`);
    if (body.pessoa.cpf) await lock(tx, `cpf:${body.pessoa.cpf}`);
    const link = await papelDados(tx);
    await checkCidade(tx, body.endereco);
    const existente = await resolverPessoa(tx, body.pessoa);
    const pessoaId = existente?.id ?? body.pessoa.id;
    const table = link.papel === 'vitima' ? vitimas : tabelaVinculo(link.papel);

    const [repetido] = await tx.select().from(table).where(eq(table.id, body.id));
    if (repetido) {
      const same =
        repetido.casoId === casoId &&
        repetido.pessoaId === pessoaId &&
        sameValues(comparable(repetido), link.values as Record<string, unknown>);
      if (!same) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'Já existe um registro com este identificador e outros dados.',
        );
      }
      const pessoa = await loadPessoaCaso(tx, link.papel, casoId, pessoaId);
      if (!pessoa) throw notFound('Pessoa não encontrada neste caso.');
      return { pessoa, created: false };
    }
    if (existente && (await linkByPessoa(tx, link.papel, casoId, pessoaId))) throw jaCadastrada(link.papel);

    const sent = pessoaValues(body.pessoa);
    if (existente) {
      // A create only completes a known person: what another case recorded is kept.
      const patch = blanksFilled(existente as PessoaValues, sent);
      if (patch.cpf) await checkCpfLivre(tx, patch.cpf, pessoaId);
      if (Object.keys(patch).length > 0) await tx.update(pessoas).set(patch).where(eq(pessoas.id, pessoaId));
    } else {
      await tx.insert(pessoas).values({ id: pessoaId, ...sent, createdBy: actor.id });
    }
    // Operations queued after this create on the phone still name the phone's id.
    await registrarAlias(tx, body.pessoa.id, pessoaId);
    if (body.endereco) {
      const endereco = enderecoValues(body.endereco);
      if (!allEmpty(endereco)) {
        await tx
          .insert(enderecos)
          .values({ id: body.endereco.id, pessoaId, ...endereco, createdBy: actor.id })
          .onConflictDoNothing({ target: enderecos.id });
      }
    }
    await preencherCaracteristicas(tx, pessoaId, body.caracteristicas_fisicas, actor);
    if (!(await insertLink(tx, link, { id: body.id, casoId, pessoaId }, actor)))
      throw jaCadastrada(link.papel);

    const { tipo } = PAPEL_LABELS[link.papel];
    await audit(tx, {
      action: `${link.papel}.created`,
      message: `${tipo} ${existente?.nome ?? sent.nome} adicionad${PAPEL_LABELS[link.papel].artigo} ao caso ${caso.identificador}`,
      userId: actor.id,
      casoId,
      context: { vinculoId: body.id, pessoaId, pessoaExistente: existente !== null },
    });
    const pessoa = await loadPessoaCaso(tx, link.papel, casoId, pessoaId);
    if (!pessoa) throw new AppError('INTERNAL', 'Pessoa não encontrada após salvar.');
    return { pessoa, created: true };
  });
}

/** POST /casos/:casoId/vitimas. */
export function addVitima(ctx: ServiceContext, casoId: string, body: VitimaCreate) {
  return criar(ctx, casoId, body, async (tx) => ({
    papel: 'vitima',
    values: await vitimaLinkValues(tx, body.vitima, body.anotacoes),
  }));
}

/** POST /casos/:casoId/testemunhas and /suspeitos. */
export function addVinculo(ctx: ServiceContext, papel: VinculoPapel, casoId: string, body: VinculoCreate) {
  return criar(ctx, casoId, body, async (tx) => ({
    papel,
    values: await vinculoLinkValues(tx, casoId, body.vinculo, body.anotacoes),
  }));
}

/** The edit form's address: updated when it is this person's, added when new. */
async function salvarEndereco(
  tx: Tx,
  pessoaId: string,
  dados: EnderecoDados | null,
  actor: Actor,
): Promise<string[]> {
  if (!dados) return [];
  const sent = enderecoValues(dados);
  const [stored] = await tx.select().from(enderecos).where(eq(enderecos.id, dados.id)).for('update');
  if (stored && stored.pessoaId !== pessoaId) {
    throw new AppError('CONFLICT', 'Este endereço pertence a outra pessoa.');
  }
  if (stored) {
    const changed = changedFields('endereco.', stored, sent);
    if (changed.length > 0) await tx.update(enderecos).set(sent).where(eq(enderecos.id, dados.id));
    return changed;
  }
  if (allEmpty(sent)) return [];
  await tx.insert(enderecos).values({ id: dados.id, pessoaId, ...sent, createdBy: actor.id });
  return changedFields('endereco.', null, sent);
}

async function salvarCaracteristicas(
  tx: Tx,
  pessoaId: string,
  dados: CaracteristicasDados | null,
  actor: Actor,
): Promise<string[]> {
  if (!dados) return [];
  const sent = caracteristicasValues(dados);
  const [stored] = await tx
    .select()
    .from(caracteristicasFisicas)
    .where(eq(caracteristicasFisicas.pessoaId, pessoaId))
    .for('update');
  if (stored) {
    const changed = changedFields('caracteristicas_fisicas.', stored, sent);
    if (changed.length > 0) {
      await tx.update(caracteristicasFisicas).set(sent).where(eq(caracteristicasFisicas.id, stored.id));
    }
    return changed;
  }
  if (allEmpty(sent)) return [];
  await tx
    .insert(caracteristicasFisicas)
    .values({ id: randomUUID(), pessoaId, ...sent, createdBy: actor.id });
  return changedFields('caracteristicas_fisicas.', null, sent);
}

async function editar(
  ctx: ServiceContext,
  papel: PessoaPapel,
  casoId: string,
  pessoaId: string,
  body: PessoaPartes,
  papelDados: (tx: Tx) => Promise<Papel>,
): Promise<PessoaCaso> {
  return ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoParaEscrita(ctx, tx, casoId);
    const idEnviado = pessoaId;
    pessoaId = await resolverPessoaId(tx, idEnviado);
    const stored = await linkByPessoa(tx, papel, casoId, pessoaId);
    if (!stored) throw notFound('Pessoa não encontrada neste caso.');
    if (body.pessoa.id !== idEnviado && body.pessoa.id !== pessoaId) {
      throw new AppError('VALIDATION_FAILED', 'A pessoa do corpo não é a do endereço.', [
        { path: 'pessoa.id', message: 'A pessoa do corpo não é a do endereço.' },
      ]);
    }
    if (body.pessoa.cpf) await lock(tx, `cpf:${body.pessoa.cpf}`);
    await checkCpfLivre(tx, body.pessoa.cpf, pessoaId);
    await checkCidade(tx, body.endereco);
    const link = await papelDados(tx);

    const [pessoaAntes] = await tx.select().from(pessoas).where(eq(pessoas.id, pessoaId)).for('update');
    const sent = pessoaValues(body.pessoa);
    const changed = changedFields('pessoa.', pessoaAntes ?? null, sent);
    if (changed.length > 0) await tx.update(pessoas).set(sent).where(eq(pessoas.id, pessoaId));
    changed.push(...(await salvarEndereco(tx, pessoaId, body.endereco, actor)));
    changed.push(...(await salvarCaracteristicas(tx, pessoaId, body.caracteristicas_fisicas, actor)));

    const linkValues = link.values as Record<string, unknown>;
    const linkChanged = changedFields('', comparable(stored), linkValues);
    if (linkChanged.length > 0) {
      const table = papel === 'vitima' ? vitimas : tabelaVinculo(papel);
      await tx.update(table).set(linkValues).where(eq(table.id, stored.id));
      changed.push(...linkChanged.map((field) => (field === 'anotacoes' ? field : `${papel}.${field}`)));
    }

    // An unchanged re-send (the outbox repeating a lost answer) is not a new edit to trace.
    if (changed.length > 0) {
      await audit(tx, {
        action: `${papel}.updated`,
        message: `${PAPEL_LABELS[papel].tipo} ${sent.nome} editad${PAPEL_LABELS[papel].artigo} no caso ${caso.identificador}`,
        userId: actor.id,
        casoId,
        context: { vinculoId: stored.id, pessoaId, campos: changed },
      });
    }
    const pessoa = await loadPessoaCaso(tx, papel, casoId, pessoaId);
    if (!pessoa) throw new AppError('INTERNAL', 'Pessoa não encontrada após salvar.');
    return pessoa;
  });
}

/** PUT /casos/:casoId/vitimas/:pessoaId: the edit overwrites what the person's record holds. */
export function updateVitima(ctx: ServiceContext, casoId: string, pessoaId: string, body: VitimaUpdate) {
  return editar(ctx, 'vitima', casoId, pessoaId, body, async (tx) => ({
    papel: 'vitima',
    values: await vitimaLinkValues(tx, body.vitima, body.anotacoes),
  }));
}

/** PUT /casos/:casoId/testemunhas|suspeitos/:pessoaId. */
export function updateVinculo(
  ctx: ServiceContext,
  papel: VinculoPapel,
  casoId: string,
  pessoaId: string,
  body: VinculoUpdate,
) {
  return editar(ctx, papel, casoId, pessoaId, body, async (tx) => ({
    papel,
    values: await vinculoLinkValues(tx, casoId, body.vinculo, body.anotacoes),
  }));
}

/**
 * Removes the person from the case in that role; the person, their documents and their other
 * cases stay. Already removed answers the same (the outbox may resend a delete).
 */
export async function removePessoaCaso(
  ctx: ServiceContext,
  papel: PessoaPapel,
  casoId: string,
  pessoaId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoParaEscrita(ctx, tx, casoId);
    pessoaId = await resolverPessoaId(tx, pessoaId);
    const table = papel === 'vitima' ? vitimas : tabelaVinculo(papel);
    const [removed] = await tx
      .delete(table)
      .where(and(eq(table.casoId, casoId), eq(table.pessoaId, pessoaId)))
      .returning({ id: table.id });
    if (!removed) return;
    const [pessoa] = await tx.select({ nome: pessoas.nome }).from(pessoas).where(eq(pessoas.id, pessoaId));
    await audit(tx, {
      action: `${papel}.deleted`,
      message: `${PAPEL_LABELS[papel].tipo} ${pessoa?.nome ?? pessoaId} removid${PAPEL_LABELS[papel].artigo} do caso ${caso.identificador}`,
      userId: actor.id,
      casoId,
      context: { vinculoId: removed.id, pessoaId },
    });
  });
}
