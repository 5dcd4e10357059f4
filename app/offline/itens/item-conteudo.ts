/**
 * What an outbox item carries, field by field, as an officer reads it (issue 26): a refused or
 * conflicting write stays readable, can be copied, and names what 'Descartar' would lose. Pure.
 */
import { CONDICOES, rotuloCondicao } from '../../../shared/options-caso';
import { rotuloCampo, valorTexto } from '../../components/conflito/campo-texto';
import type { OutboxRequest } from '../db';

/** Names the device already holds for the codes a body carries (the city of a location). */
export interface NomesDoItem {
  municipio?: (id: number) => { nome: string; uf: string } | undefined;
}

/** Fields of a location whose path alone would read badly. */
const ROTULOS_LOCAL: Record<string, string> = {
  latitude: 'Latitude',
  longitude: 'Longitude',
  precisao_m: 'Precisão (m)',
  obtida_em: 'Posição lida em',
};

function rotuloDe(campo: string): string {
  const [grupo, nome] = campo.split('.');
  if (grupo === 'condicoes' && nome && CONDICOES[nome]) return CONDICOES[nome];
  return ROTULOS_LOCAL[campo] ?? rotuloCampo(campo);
}

function textoDe(campo: string, valor: unknown, nomes: NomesDoItem): string {
  if (campo.startsWith('condicoes.') && typeof valor === 'string') return rotuloCondicao(valor);
  if (campo.endsWith('cidade_id') && typeof valor === 'number') {
    const cidade = nomes.municipio?.(valor);
    if (cidade) return `${cidade.nome} / ${cidade.uf}`;
  }
  return valorTexto(valor);
}

export interface CampoDigitado {
  campo: string;
  rotulo: string;
  valor: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the app adds, not the officer. */
const TECNICOS = new Set(['id', 'versao_base', 'resolucao', 'media_id', 'mediaId']);

function folhas(valor: unknown, prefixo: string): [string, unknown][] {
  if (valor !== null && typeof valor === 'object' && !Array.isArray(valor) && !(valor instanceof Blob)) {
    return Object.entries(valor as Record<string, unknown>)
      .filter(([chave]) => !TECNICOS.has(chave))
      .flatMap(([chave, v]) => folhas(v, prefixo ? `${prefixo}.${chave}` : chave));
  }
  return [[prefixo, valor]];
}

/** The typed fields of the item's body, empty ones and the app's own ids left out. */
export function camposDigitados(
  item: Pick<OutboxRequest, 'input'>,
  nomes: NomesDoItem = {},
): CampoDigitado[] {
  const body = (item.input as { body?: unknown }).body;
  return folhas(body ?? {}, '')
    .filter(([, valor]) => valor !== null && valor !== undefined && valor !== '' && !(valor instanceof Blob))
    .filter(([, valor]) => !(typeof valor === 'string' && UUID.test(valor)))
    .map(([campo, valor]) => ({ campo, rotulo: rotuloDe(campo), valor: textoDe(campo, valor, nomes) }));
}

/** The item as plain text, to paste elsewhere. */
export function textoParaCopiar(
  item: Pick<OutboxRequest, 'input' | 'label'>,
  nomes: NomesDoItem = {},
): string {
  return [item.label, ...camposDigitados(item, nomes).map((campo) => `${campo.rotulo}: ${campo.valor}`)].join(
    '\n',
  );
}
