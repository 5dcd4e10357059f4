/**
 * What adding, editing and removing a person of the case share: the role's values, the record as
 * read and as its edit sends it, and how the history names it.
 */
import type { z } from 'zod';
import { pickValues } from '../../../shared/schemas/fields';
import type {
  PessoaCaso,
  VinculoDados,
  VitimaDados,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import { vinculoFields, vitimaFields } from '../../../shared/schemas/pessoa-caso';
import {
  caracteristicasFields,
  enderecoFields,
  PAPEL_LABELS,
  type PessoaPapel,
} from '../../../shared/schemas/pessoas';
import type { Tx } from '../../db/client';
import { notFound } from '../../errors';
import type { Alvo } from '../../kit/versao';
import { loadPessoaCaso } from './pessoa-caso.view';
import { checkEncaminhado, checkVitimaInCaso } from './pessoa-checks';

export type VinculoPapel = 'testemunha' | 'suspeito';
/** What create and update share: the person, their address and traits, and the case notes. */
export type Partes = Omit<z.output<typeof vitimaUpdateRequest>, 'vitima'>;

/** The role's own part of a request: the victim's facts, or a witness's or suspect's link. */
export type PapelDados =
  | { papel: 'vitima'; dados: VitimaDados }
  | { papel: VinculoPapel; dados: VinculoDados };

/** The link row's values, checked against the database (the referral place, the linked victim). */
export async function linkValues(tx: Tx, casoId: string, papel: PapelDados, anotacoes: string | null) {
  if (papel.papel === 'vitima') await checkEncaminhado(tx, papel.dados.encaminhado);
  else await checkVitimaInCaso(tx, casoId, papel.dados.vitimaVinculoId);
  return { ...papel.dados, anotacoes };
}

export function articleOf(papel: PessoaPapel): string {
  return PAPEL_LABELS[papel].article;
}

export async function carregar(
  tx: Tx,
  papel: PessoaPapel,
  casoId: string,
  pessoaId: string,
): Promise<PessoaCaso> {
  const pessoa = await loadPessoaCaso(tx, papel, casoId, pessoaId);
  if (!pessoa) throw notFound('Pessoa não encontrada neste caso.');
  return pessoa;
}

/** A person of the case as their edit sends it. */
export type Edicao = Partes & { vitima?: VitimaDados; vinculo?: VinculoDados };

/** A person of the case in the shape its edit sends: what the parts sent are laid over. */
export function paraEdicao(lido: PessoaCaso): Edicao {
  const { endereco, caracteristicas_fisicas: traços } = lido;
  const partes: Edicao = {
    pessoa: lido.pessoa,
    endereco: endereco ? { id: endereco.id, ...pickValues(enderecoFields, endereco) } : null,
    caracteristicas_fisicas: traços ? pickValues(caracteristicasFields, traços) : null,
    anotacoes: lido.anotacoes,
  } as Edicao;
  if (lido.vitima) partes.vitima = pickValues(vitimaFields, lido.vitima) as VitimaDados;
  else partes.vinculo = pickValues(vinculoFields, lido) as VinculoDados;
  return partes;
}

/** How the history names a person of the case. */
export function registroDe(casoId: string, papel: PessoaPapel, vinculoId: string, nome: string): Alvo {
  return { casoId, recurso: papel, registroId: vinculoId, registro: `${PAPEL_LABELS[papel].tipo}: ${nome}` };
}
