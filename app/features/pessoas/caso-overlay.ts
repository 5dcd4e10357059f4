/**
 * How victims, witnesses and suspects saved, edited or removed on the device show in the case before
 * the server has them: as the list will read them once saved, marked offline.
 */
import type { z } from 'zod';
import { TIPIFICACOES } from '../../../shared/options';
import { pickValues } from '../../../shared/schemas/fields';
import {
  type PessoaCaso,
  vinculoCreateRequest,
  vinculoFields,
  vinculoUpdateRequest,
  vitimaCreateRequest,
  vitimaFields,
  vitimaImlAtualizacao,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import {
  caracteristicasFields,
  enderecoFields,
  PAPEL_LISTA,
  type PessoaPapel,
} from '../../../shared/schemas/pessoas';
import type { CasoOverlay, CasoOverlayContext, CasoView } from '../casos/caso-view';
import type { PessoaCasoView } from './caso-view';

type Partes = Omit<z.output<typeof vitimaUpdateRequest>, 'vitima'> & {
  vitima?: z.output<typeof vitimaUpdateRequest>['vitima'];
  vinculo?: z.output<typeof vinculoUpdateRequest>['vinculo'];
};

/** What the row keeps from before (an edit) or starts with (a create). */
interface Base {
  id: string;
  created_at: string;
  documentos: number;
  /** The row as it was: its city and referral stand in when the lists are not on the device. */
  previous?: PessoaCaso;
}

type Cidade = NonNullable<PessoaCaso['endereco']>['cidade'];
type Encaminhamento = NonNullable<PessoaCaso['vitima']>['encaminhamento'];

function cidadeOf(id: number | null, context: CasoOverlayContext, previous?: PessoaCaso): Cidade {
  if (id === null) return null;
  const municipio = context.municipio(id);
  if (municipio) return { id: municipio.id, nome: municipio.nome, uf: municipio.uf };
  const known = previous?.endereco?.cidade;
  return known?.id === id ? known : null;
}

function encaminhamentoOf(
  codigo: string | null,
  context: CasoOverlayContext,
  previous?: PessoaCaso,
): Encaminhamento {
  if (codigo === null) return null;
  const found = context.encaminhamento(codigo);
  if (found) return { codigo: found.codigo, nome: found.nome };
  const known = previous?.vitima?.encaminhamento;
  return known?.codigo === codigo ? known : null;
}

function linha(papel: PessoaPapel, partes: Partes, base: Base, context: CasoOverlayContext): PessoaCasoView {
  const { endereco, vitima, vinculo } = partes;
  const crime = TIPIFICACOES.find((t) => t.id === vitima?.crime_id);
  return {
    id: base.id,
    created_at: base.created_at,
    documentos: base.documentos,
    // The server's version until it answers (a new record starts at 1).
    versao: base.previous?.versao ?? 1,
    tipo: papel,
    pessoa: partes.pessoa,
    endereco: endereco && { ...endereco, cidade: cidadeOf(endereco.cidade_id, context, base.previous) },
    caracteristicas_fisicas: partes.caracteristicas_fisicas,
    anotacoes: partes.anotacoes,
    vitima: vitima
      ? {
          ...vitima,
          crime: crime ? { id: crime.id, nome_natureza: crime.nome } : null,
          encaminhamento: encaminhamentoOf(vitima.encaminhado, context, base.previous),
        }
      : null,
    pessoaTipo: vinculo?.pessoaTipo ?? null,
    parentesco: vinculo?.parentesco ?? null,
    vitimaVinculoId: vinculo?.vitimaVinculoId ?? null,
    offline: true,
  };
}

function comLista(view: CasoView, papel: PessoaPapel, mudar: (rows: PessoaCasoView[]) => PessoaCasoView[]) {
  const lista = PAPEL_LISTA[papel];
  return { ...view, [lista]: mudar(view[lista]) };
}

/** The create of one role: the request read through its schema, as the server will read it. */
function criar(papel: PessoaPapel, schema: typeof vitimaCreateRequest | typeof vinculoCreateRequest) {
  return (
    view: CasoView | null,
    input: { body: unknown },
    meta: { createdAt: number },
    context: CasoOverlayContext,
  ) => {
    const parsed = schema.safeParse(input.body);
    if (!view || !parsed.success) return view;
    const base: Base = {
      id: parsed.data.id,
      created_at: new Date(meta.createdAt).toISOString(),
      documentos: 0,
    };
    const nova = linha(papel, parsed.data, base, context);
    return comLista(view, papel, (rows) => [...rows.filter((row) => row.id !== nova.id), nova]);
  };
}

/** A person of the case in the shape its edit sends: what an edit's parts are laid over. */
export function partesDaLinha(row: PessoaCaso): Record<string, unknown> {
  const { endereco, caracteristicas_fisicas: tracos } = row;
  return {
    pessoa: row.pessoa,
    endereco: endereco && { id: endereco.id, ...pickValues(enderecoFields, endereco) },
    caracteristicas_fisicas: tracos && pickValues(caracteristicasFields, tracos),
    anotacoes: row.anotacoes,
    ...(row.vitima
      ? { vitima: pickValues(vitimaFields, row.vitima) }
      : { vinculo: pickValues(vinculoFields, row) }),
  };
}

/**
 * An edit lays the parts it carries over the person's row (issue 26: only what the user changed is
 * sent), the person's field by field as the server does; its link id, creation and documents stay.
 */
function editar(papel: PessoaPapel, schema: typeof vitimaUpdateRequest | typeof vinculoUpdateRequest) {
  return (
    view: CasoView | null,
    input: { params: { pessoaId: string }; body: Record<string, unknown> },
    _meta: unknown,
    context: CasoOverlayContext,
  ) => {
    if (!view) return view;
    const { versao_base: _base, resolucao: _resolucao, ...partes } = input.body;
    return comLista(view, papel, (rows) =>
      rows.map((row: PessoaCaso & { offline: boolean }) => {
        if (row.pessoa.id !== input.params.pessoaId) return row;
        const pessoa = { ...row.pessoa, ...(partes.pessoa as Record<string, unknown> | undefined) };
        const parsed = schema.safeParse({ ...partesDaLinha(row), ...partes, pessoa });
        return parsed.success ? linha(papel, parsed.data, { ...row, previous: row }, context) : row;
      }),
    );
  };
}

function apagar(papel: PessoaPapel) {
  return (view: CasoView | null, input: { params: { pessoaId: string } }) => {
    if (!view) return view;
    const removed = view[PAPEL_LISTA[papel]].find((row) => row.pessoa.id === input.params.pessoaId);
    const result = comLista(view, papel, (rows) => rows.filter((row) => row !== removed));
    if (papel !== 'vitima' || !removed) return result;
    // As on the server, whoever was linked to the victim stays in the case, linked to nobody.
    const unlink = (row: PessoaCasoView) =>
      row.vitimaVinculoId === removed.id ? { ...row, vitimaVinculoId: null } : row;
    return {
      ...result,
      testemunhas: result.testemunhas.map(unlink),
      suspeitos: result.suspeitos.map(unlink),
    };
  };
}

/** The IML's numbers (issue 42): the fields sent laid over the victim, marked offline. */
const iml = vitimaImlAtualizacao.transform(({ versao_base: _v, resolucao: _r, ...campos }) =>
  Object.fromEntries(Object.entries(campos).filter(([, valor]) => valor !== undefined)),
);

export const pessoasOverlay: CasoOverlay = {
  createVitima: criar('vitima', vitimaCreateRequest),
  updateVitima: editar('vitima', vitimaUpdateRequest),
  updateVitimaIml: (view, { params, body }) => {
    const lido = iml.safeParse(body);
    if (!view || !lido.success) return view;
    return {
      ...view,
      vitimas: view.vitimas.map((row) =>
        (row.pessoa.id === params.pessoaId || row.id === params.pessoaId) && row.vitima
          ? { ...row, vitima: { ...row.vitima, ...lido.data }, offline: true }
          : row,
      ),
    };
  },
  deleteVitima: apagar('vitima'),
  createTestemunha: criar('testemunha', vinculoCreateRequest),
  updateTestemunha: editar('testemunha', vinculoUpdateRequest),
  deleteTestemunha: apagar('testemunha'),
  createSuspeito: criar('suspeito', vinculoCreateRequest),
  updateSuspeito: editar('suspeito', vinculoUpdateRequest),
  deleteSuspeito: apagar('suspeito'),
};
