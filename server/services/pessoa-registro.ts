/**
 * The person's own records a case form writes: personal data, address and physical traits. A create
 * only fills what a known person's record lacks; an edit overwrites. Field names are the API's and
 * the tables', so requests are written as they come.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { enderecoInput, pessoaInput } from '../../shared/schemas/pessoas';
import type { Tx } from '../db/client';
import { caracteristicasFisicas, enderecos, pessoas } from '../db/schema';
import { AppError } from '../errors';
import type { Actor } from './context';
import { sameValues } from './insert-once';

type Values = Record<string, unknown>;
export type PessoaDados = Omit<z.output<typeof pessoaInput>, 'id'>;
type EnderecoDados = z.output<typeof enderecoInput>;

const allEmpty = (values: Values) => Object.values(values).every((v) => v === null);

/** The values `sent` holds where `stored` has none: what a create may add to a known record. */
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

/** A new person, or the blanks of a known one filled; what another case recorded is kept. */
export async function insertOrFillPessoa(
  tx: Tx,
  pessoaId: string,
  existente: Values | null,
  sent: PessoaDados,
  actor: Actor,
): Promise<Values> {
  if (!existente) {
    await tx.insert(pessoas).values({ ...sent, id: pessoaId, createdBy: actor.id });
    return {};
  }
  const patch = blanksFilled(existente, sent) as Partial<PessoaDados>;
  if (Object.keys(patch).length > 0) await tx.update(pessoas).set(patch).where(eq(pessoas.id, pessoaId));
  return patch;
}

/** Overwrites the person with what the edit form holds; answers the fields that changed. */
export async function updatePessoa(tx: Tx, pessoaId: string, sent: PessoaDados): Promise<string[]> {
  const [antes] = await tx.select().from(pessoas).where(eq(pessoas.id, pessoaId)).for('update');
  const changed = changedFields('pessoa.', antes ?? null, sent);
  if (changed.length > 0) await tx.update(pessoas).set(sent).where(eq(pessoas.id, pessoaId));
  return changed;
}

/** The address of a create: added unless empty (a repeat finds it already there). */
export async function insertEndereco(
  tx: Tx,
  pessoaId: string,
  endereco: EnderecoDados | null,
  actor: Actor,
): Promise<void> {
  if (!endereco) return;
  const { id, ...campos } = endereco;
  if (allEmpty(campos)) return;
  await tx
    .insert(enderecos)
    .values({ ...campos, id, pessoaId, createdBy: actor.id })
    .onConflictDoNothing({ target: enderecos.id });
}

/** The edit form's address: updated when it is this person's, added when new. */
export async function updateEndereco(
  tx: Tx,
  pessoaId: string,
  endereco: EnderecoDados | null,
  actor: Actor,
): Promise<string[]> {
  if (!endereco) return [];
  const { id, ...campos } = endereco;
  const [stored] = await tx.select().from(enderecos).where(eq(enderecos.id, id)).for('update');
  if (stored && stored.pessoaId !== pessoaId) {
    throw new AppError('CONFLICT', 'Este endereço pertence a outra pessoa.');
  }
  if (stored) {
    const changed = changedFields('endereco.', stored, campos);
    if (changed.length > 0) await tx.update(enderecos).set(campos).where(eq(enderecos.id, id));
    return changed;
  }
  if (allEmpty(campos)) return [];
  await tx.insert(enderecos).values({ ...campos, id, pessoaId, createdBy: actor.id });
  return changedFields('endereco.', null, campos);
}

async function caracteristicasOf(tx: Tx, pessoaId: string) {
  const [stored] = await tx
    .select()
    .from(caracteristicasFisicas)
    .where(eq(caracteristicasFisicas.pessoaId, pessoaId))
    .for('update');
  return stored ?? null;
}

/** Traits on create: a new row, or the blanks of the person's row filled (scar/tattoo stay coherent). */
export async function fillCaracteristicas(
  tx: Tx,
  pessoaId: string,
  sent: Values | null,
  actor: Actor,
): Promise<void> {
  if (!sent || allEmpty(sent)) return;
  const stored = await caracteristicasOf(tx, pessoaId);
  if (!stored) {
    await tx
      .insert(caracteristicasFisicas)
      .values({ ...sent, id: randomUUID(), pessoaId, createdBy: actor.id });
    return;
  }
  // A description only joins a scar or tattoo that ends up SIM.
  const patch = blanksFilled(stored, {
    ...sent,
    cicatriz_descricao: (stored.cicatriz ?? sent.cicatriz) === 'SIM' ? sent.cicatriz_descricao : null,
    tatuagem_descricao: (stored.tatuagem ?? sent.tatuagem) === 'SIM' ? sent.tatuagem_descricao : null,
  });
  if (Object.keys(patch).length === 0) return;
  await tx.update(caracteristicasFisicas).set(patch).where(eq(caracteristicasFisicas.id, stored.id));
}

/** Traits on edit: overwritten, or added when the person had none. */
export async function updateCaracteristicas(
  tx: Tx,
  pessoaId: string,
  sent: Values | null,
  actor: Actor,
): Promise<string[]> {
  if (!sent) return [];
  const stored = await caracteristicasOf(tx, pessoaId);
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
    .values({ ...sent, id: randomUUID(), pessoaId, createdBy: actor.id });
  return changedFields('caracteristicas_fisicas.', null, sent);
}
