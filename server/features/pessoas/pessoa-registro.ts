/**
 * What a case records about a person: personal data (pessoas_caso), address and physical traits,
 * each belonging to that case. A write here never reaches another case's record; it only brings
 * the registry's latest known values up to date (pessoa-cadastro.ts). Field names are the API's
 * and the tables', so requests are written as they come.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { enderecoInput, pessoaInput } from '../../../shared/schemas/pessoas';
import type { Tx } from '../../db/client';
import { caracteristicasFisicas, enderecos, pessoas, pessoasCaso } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/context';
import { sameValues } from '../../kit/insert-once';
import { atualizarCadastro } from './pessoa-cadastro';

type Values = Record<string, unknown>;
export type PessoaDados = Omit<z.output<typeof pessoaInput>, 'id'>;
type EnderecoDados = z.output<typeof enderecoInput>;
type Registro = typeof pessoasCaso.$inferSelect;
type Caracteristicas = typeof caracteristicasFisicas.$inferSelect;

const allEmpty = (values: Values) => Object.values(values).every((v) => v === null);

/** `sent` with its blanks taken from `known`: what a link to a known person starts from. */
function withBlanksFrom<T extends Values>(sent: T, known: Values | null): T {
  if (!known) return sent;
  const merged: Values = { ...sent };
  for (const key of Object.keys(sent)) {
    if (merged[key] === null && known[key] !== undefined) merged[key] = known[key];
  }
  return merged as T;
}

/** The values `sent` holds where `stored` has none. */
function blanksFilled(stored: Values, sent: Values): Values {
  const patch: Values = {};
  for (const key of Object.keys(sent)) {
    if (stored[key] === null && sent[key] !== null) patch[key] = sent[key];
  }
  return patch;
}

/** Names of the fields whose value differs, for the audit trail. */
export function changedFields(prefix: string, before: Values | null, after: Values): string[] {
  return Object.keys(after)
    .filter((key) => !before || !sameValues(before, { [key]: after[key] }))
    .map((key) => `${prefix}${key}`);
}

function pick(values: Values, keys: string[]): Values {
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? null]));
}

/** The case's record of the person, locked for the write; null before the person is in the case. */
async function registroOf(tx: Tx, casoId: string, pessoaId: string): Promise<Registro | null> {
  const [row] = await tx
    .select()
    .from(pessoasCaso)
    .where(and(eq(pessoasCaso.casoId, casoId), eq(pessoasCaso.pessoaId, pessoaId)))
    .for('update');
  return row ?? null;
}

/** What the search shows of a person to a user without ver_perfil (besides the masked CPF). */
const DO_QUE_A_BUSCA_MOSTRA = new Set(['nome', 'vulgo']);

/**
 * Whether a known person's new record in a case starts from what the registry and the other cases
 * know of them. Without ver_perfil it starts from what the search showed (the name and the alias):
 * linking a person to one's case is no way round the masked search, nor into the address another
 * case holds that the user may not read.
 */
export const partindoDoCadastro = (actor: Actor): boolean => actor.permissions.has('ver_perfil');

/**
 * The case's record on a create. A new person gets a registry row and the record as sent. A known
 * person's record starts from what the registry knows (`partindoDoCadastro`), what was sent
 * winning; a person already in the case in another role keeps their record, its blanks filled.
 */
export async function recordPessoaInCaso(
  tx: Tx,
  casoId: string,
  pessoaId: string,
  existente: Values | null,
  sent: PessoaDados,
  actor: Actor,
): Promise<Values> {
  if (!existente) await tx.insert(pessoas).values({ ...sent, id: pessoaId, createdBy: actor.id });
  const stored = await registroOf(tx, casoId, pessoaId);
  // The registry first: its change may be written in other cases' history (pessoa-cadastro.ts).
  if (stored) {
    const patch = blanksFilled(stored, sent);
    if (Object.keys(patch).length > 0) {
      await atualizarCadastro(tx, { casoId, pessoaId, valores: patch, actor });
      await tx.update(pessoasCaso).set(patch).where(eq(pessoasCaso.id, stored.id));
    }
    return { ...stored, ...patch };
  }
  const campos = Object.keys(sent).filter((k) => partindoDoCadastro(actor) || DO_QUE_A_BUSCA_MOSTRA.has(k));
  const dados = withBlanksFrom(sent, existente ? pick(existente, campos) : null);
  if (existente) await atualizarCadastro(tx, { casoId, pessoaId, valores: dados, actor });
  await tx.insert(pessoasCaso).values({ ...dados, casoId, pessoaId, createdBy: actor.id });
  return dados;
}

/** Overwrites the case's record with what the edit form holds; answers the fields that changed. */
export async function updatePessoaInCaso(
  tx: Tx,
  casoId: string,
  pessoaId: string,
  sent: PessoaDados,
  actor: Actor,
): Promise<string[]> {
  const stored = await registroOf(tx, casoId, pessoaId);
  const changed = changedFields('', stored, sent);
  if (changed.length === 0) return [];
  // Only what this case changed reaches the registry: a value it merely still holds would undo
  // a newer one another case wrote there. The registry first (see recordPessoaInCaso).
  const valores = stored ? pick(sent, changed) : sent;
  await atualizarCadastro(tx, { casoId, pessoaId, valores, actor });
  if (stored) await tx.update(pessoasCaso).set(sent).where(eq(pessoasCaso.id, stored.id));
  else await tx.insert(pessoasCaso).values({ ...sent, casoId, pessoaId, createdBy: actor.id });
  return changed.map((campo) => `pessoa.${campo}`);
}

/** The case's latest address of the person, locked: the one its forms show and edit. */
async function enderecoOfCaso(tx: Tx, casoId: string, pessoaId: string) {
  const [row] = await tx
    .select()
    .from(enderecos)
    .where(and(eq(enderecos.casoId, casoId), eq(enderecos.pessoaId, pessoaId)))
    .orderBy(desc(enderecos.createdAt), desc(enderecos.updatedAt), enderecos.id)
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The person's latest address in any case: where a new case's record of a known person starts. */
async function latestEndereco(tx: Tx, pessoaId: string) {
  const [row] = await tx
    .select()
    .from(enderecos)
    .where(eq(enderecos.pessoaId, pessoaId))
    .orderBy(desc(enderecos.createdAt), desc(enderecos.updatedAt), enderecos.id)
    .limit(1);
  return row ?? null;
}

const ENDERECO_CAMPOS = ['rua', 'numero', 'bairro', 'complemento', 'cidade_id', 'estado', 'cep'];

/**
 * The address of a create: the one sent, else, for a known person new to the case, a copy of their
 * latest known address. A repeat finds it already there.
 */
export async function insertEndereco(
  tx: Tx,
  casoId: string,
  pessoaId: string,
  endereco: EnderecoDados | null,
  known: boolean,
  actor: Actor,
): Promise<void> {
  const { id, ...campos } = endereco ?? { id: crypto.randomUUID() };
  if (!allEmpty(campos) && endereco) {
    await tx
      .insert(enderecos)
      .values({ ...(campos as Values), id, pessoaId, casoId, createdBy: actor.id })
      .onConflictDoNothing({ target: enderecos.id });
    return;
  }
  if (!known || (await enderecoOfCaso(tx, casoId, pessoaId))) return;
  const latest = await latestEndereco(tx, pessoaId);
  if (!latest) return;
  await tx
    .insert(enderecos)
    .values({ ...pick(latest, ENDERECO_CAMPOS), id, pessoaId, casoId, createdBy: actor.id });
}

/**
 * The edit form's address: the case's address is updated (the id it was read with, or the case's
 * latest), or added when the case has none. An id of another person is refused.
 */
export async function updateEndereco(
  tx: Tx,
  casoId: string,
  pessoaId: string,
  endereco: EnderecoDados | null,
  actor: Actor,
): Promise<string[]> {
  if (!endereco) return [];
  const { id, ...campos } = endereco;
  const [byId] = await tx.select().from(enderecos).where(eq(enderecos.id, id)).for('update');
  if (byId && byId.pessoaId !== pessoaId) {
    throw new AppError('CONFLICT', 'Este endereço pertence a outra pessoa.');
  }
  const stored = byId?.casoId === casoId ? byId : await enderecoOfCaso(tx, casoId, pessoaId);
  if (stored) {
    const changed = changedFields('endereco.', stored, campos);
    if (changed.length > 0) await tx.update(enderecos).set(campos).where(eq(enderecos.id, stored.id));
    return changed;
  }
  if (allEmpty(campos)) return [];
  // An id already used in another case (a form read before records were per case) gets a new one.
  await tx
    .insert(enderecos)
    .values({ ...campos, id: byId ? crypto.randomUUID() : id, pessoaId, casoId, createdBy: actor.id });
  return changedFields('endereco.', null, campos);
}

async function caracteristicasOf(tx: Tx, casoId: string, pessoaId: string): Promise<Caracteristicas | null> {
  const [stored] = await tx
    .select()
    .from(caracteristicasFisicas)
    .where(and(eq(caracteristicasFisicas.casoId, casoId), eq(caracteristicasFisicas.pessoaId, pessoaId)))
    .for('update');
  return stored ?? null;
}

async function latestCaracteristicas(tx: Tx, pessoaId: string): Promise<Caracteristicas | null> {
  const [row] = await tx
    .select()
    .from(caracteristicasFisicas)
    .where(and(eq(caracteristicasFisicas.pessoaId, pessoaId), isNotNull(caracteristicasFisicas.casoId)))
    .orderBy(desc(caracteristicasFisicas.updatedAt))
    .limit(1);
  return row ?? null;
}

/** A description only goes with a scar or tattoo that is SIM. */
function coherent(values: Values): Values {
  return {
    ...values,
    cicatriz_descricao: values.cicatriz === 'SIM' ? values.cicatriz_descricao : null,
    tatuagem_descricao: values.tatuagem === 'SIM' ? values.tatuagem_descricao : null,
  };
}

/**
 * Traits on create: a person already in the case has their blanks filled; one new to the case
 * starts from what was sent, a known person's latest traits filling its blanks.
 */
export async function fillCaracteristicas(
  tx: Tx,
  casoId: string,
  pessoaId: string,
  sent: Values | null,
  known: boolean,
  actor: Actor,
): Promise<void> {
  const stored = await caracteristicasOf(tx, casoId, pessoaId);
  if (stored) {
    if (!sent) return;
    const patch = blanksFilled(stored, coherent({ ...stored, ...blanksFilled(stored, sent) }));
    if (Object.keys(patch).length > 0) {
      await tx.update(caracteristicasFisicas).set(patch).where(eq(caracteristicasFisicas.id, stored.id));
    }
    return;
  }
  const latest = known ? await latestCaracteristicas(tx, pessoaId) : null;
  const base: Values | null = sent ?? latest;
  if (!base) return;
  const { id: _id, pessoaId: _p, casoId: _c, createdBy: _b, createdAt: _a, updatedAt: _u, ...campos } = base;
  const values = coherent(withBlanksFrom(campos, latest));
  if (allEmpty(values)) return;
  await tx
    .insert(caracteristicasFisicas)
    .values({ ...values, id: crypto.randomUUID(), pessoaId, casoId, createdBy: actor.id });
}

/** Traits on edit: overwritten, or added when the case had none. */
export async function updateCaracteristicas(
  tx: Tx,
  casoId: string,
  pessoaId: string,
  sent: Values | null,
  actor: Actor,
): Promise<string[]> {
  if (!sent) return [];
  const stored = await caracteristicasOf(tx, casoId, pessoaId);
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
    .values({ ...sent, id: crypto.randomUUID(), pessoaId, casoId, createdBy: actor.id });
  return changedFields('caracteristicas_fisicas.', null, sent);
}
