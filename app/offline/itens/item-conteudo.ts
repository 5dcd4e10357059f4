/**
 * What an outbox item carries, field by field, as an officer reads it (issue 26): a refused or
 * conflicting write stays readable, can be copied, and names what 'Descartar' would lose. Pure.
 */
import { CONDICOES, rotuloCondicao, rotuloVestigio } from '../../../shared/options-caso';
import { type NomesDosCodigos, rotuloCampo, valorNomeado } from '../../components/conflito/campo-texto';
import type { OutboxRequest } from '../db';
import { camposDasMidias } from './midias-do-item';

/** Fields of a location whose path alone would read badly. */
const ROTULOS_LOCAL: Record<string, string> = {
  latitude: 'Latitude',
  longitude: 'Longitude',
  precisao_m: 'Precisão (m)',
  obtida_em: 'Posição lida em',
};

/** Read as one, as the forms show them: rounded apart they would move the scene by a kilometre. */
const DA_POSICAO = new Set(['latitude', 'longitude', 'precisao_m']);

function posicaoDe(body: Record<string, unknown>): CampoDigitado[] {
  const { latitude, longitude, precisao_m } = body;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return [];
  const precisao = typeof precisao_m === 'number' ? ` (±${Math.round(precisao_m)} m)` : '';
  return [
    {
      campo: 'posicao',
      rotulo: 'Posição',
      valor: `${latitude.toFixed(6)}, ${longitude.toFixed(6)}${precisao}`,
    },
  ];
}

function rotuloDe(campo: string): string {
  const [grupo, nome] = campo.split('.');
  if (grupo === 'condicoes' && nome && CONDICOES[nome]) return CONDICOES[nome];
  return ROTULOS_LOCAL[campo] ?? rotuloCampo(campo);
}

function textoDe(campo: string, valor: unknown, nomes: NomesDosCodigos): string {
  if (campo.startsWith('condicoes.') && typeof valor === 'string') return rotuloCondicao(valor);
  return valorNomeado(campo, valor, nomes);
}

export interface CampoDigitado {
  campo: string;
  rotulo: string;
  valor: string;
  /** The whole value, where `valor` shows it shortened (a file's SHA-256): what is copied. */
  inteiro?: string;
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
  item: Pick<OutboxRequest, 'input'> & { op?: OutboxRequest['op'] },
  nomes: NomesDosCodigos = {},
): CampoDigitado[] {
  const { midias, ...body } = ((item.input as { body?: unknown }).body ?? {}) as Record<string, unknown>;
  const vestigio = item.op === 'createVestigio';
  const posicao = posicaoDe(body);
  const campos = folhas(body, '')
    .filter(([campo]) => posicao.length === 0 || !DA_POSICAO.has(campo))
    .filter(([, valor]) => valor !== null && valor !== undefined && valor !== '' && !(valor instanceof Blob))
    .filter(([, valor]) => !(typeof valor === 'string' && UUID.test(valor)))
    .map(([campo, valor]) =>
      vestigio && campo === 'tipo' && typeof valor === 'string'
        ? { campo, rotulo: 'Tipo do vestígio', valor: rotuloVestigio(valor) }
        : { campo, rotulo: rotuloDe(campo), valor: textoDe(campo, valor, nomes) },
    );
  // A vestígio's files: each one's own lines, not its raw record.
  return [...campos, ...posicao, ...(Array.isArray(midias) ? camposDasMidias(midias) : [])];
}

/** The item as plain text, to paste elsewhere. */
export function textoParaCopiar(
  item: Pick<OutboxRequest, 'input' | 'label'> & { op?: OutboxRequest['op'] },
  nomes: NomesDosCodigos = {},
): string {
  return [
    item.label,
    ...camposDigitados(item, nomes).map((campo) => `${campo.rotulo}: ${campo.inteiro ?? campo.valor}`),
  ].join('\n');
}
