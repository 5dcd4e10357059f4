/**
 * The report's writes shown before the server has them: a toggle that leaves an item out of the
 * report (or brings it back), and a summons issued offline, as the case will read them.
 */

import { signatarioDaIntimacao } from '../../../shared/equipe';
import { enderecoIntimacao } from '../../../shared/pdf/formato';
import { cidadeDoPapel } from '../../../shared/pdf/papel';
import type { SessionUser } from '../../../shared/schemas/auth';
import { boletinsLinha, procedimentoLinha } from '../../../shared/schemas/ocorrencia';
import {
  type Intimacao,
  intimacaoCreateRequest,
  relatorioInclusaoRequest,
} from '../../../shared/schemas/relatorio';
import { type CasoOverlay, type CasoView, peloCorpo } from '../casos/caso-view';

/** The summons as the server will record it (intimacao.service), so both papers agree. */
export function intimacaoLocal(
  view: Pick<CasoView, 'suspeitos' | 'testemunhas' | 'delegado' | 'ocorrencia'>,
  body: unknown,
  user: SessionUser,
  createdAt: number,
): Intimacao | null {
  const parsed = intimacaoCreateRequest.safeParse(body);
  if (!parsed.success) return null;
  const { id, papel, vinculo_id, data, hora } = parsed.data;
  const pessoa = (papel === 'suspeito' ? view.suspeitos : view.testemunhas).find((p) => p.id === vinculo_id);
  if (!pessoa) return null;
  return {
    id,
    papel,
    vinculo_id,
    pessoa_id: pessoa.pessoa.id,
    nome: pessoa.pessoa.nome,
    endereco: enderecoIntimacao(pessoa.endereco),
    data,
    hora,
    ...signatarioDaIntimacao({ name: user.name, cargo: user.cargo?.nome ?? null }, view.delegado),
    boletins: boletinsLinha(view.ocorrencia.boletins),
    procedimento: procedimentoLinha(view.ocorrencia),
    srpc: user.srpc,
    unidade: user.unidade?.nome ?? null,
    unidade_endereco: user.unidade?.endereco ?? null,
    cidade: cidadeDoPapel(user.unidade?.cidade),
    user: { name: user.name, matricula: user.matricula },
    created_at: new Date(createdAt).toISOString(),
  };
}

export const relatorioOverlay: CasoOverlay = {
  setRelatorioInclusao: peloCorpo(relatorioInclusaoRequest, (view, { tipo, id, incluir }) => {
    const outras = view.relatorio_exclusoes.filter((e) => !(e.tipo === tipo && e.id === id));
    return { ...view, relatorio_exclusoes: incluir ? outras : [...outras, { tipo, id }] };
  }),
  createIntimacao: (view, { body }, meta, { user }) => {
    if (!view || view.intimacoes.some((i) => i.id === (body as { id?: string }).id)) return view;
    const intimacao = intimacaoLocal(view, body, user, meta.createdAt);
    return intimacao ? { ...view, intimacoes: [intimacao, ...view.intimacoes] } : view;
  },
};
