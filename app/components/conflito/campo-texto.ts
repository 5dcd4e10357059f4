/**
 * How a field of the history or of a conflict reads to an officer: its label, from the dotted path
 * the server names it by, and its value as text. Pure, so it is tested without a browser.
 */

import { formatCpf } from '../../../shared/formatos/cpf';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import { TIPIFICACOES } from '../../../shared/options';
import { cidadeLabel } from '../../../shared/schemas/referencia';

/** Names the device already holds for the codes a record carries (reference lists read at login). */
export interface NomesDosCodigos {
  municipio?: (id: number) => { nome: string; uf: string } | undefined;
  encaminhamento?: (codigo: string) => { nome: string } | undefined;
  cargo?: (id: number) => { nome: string } | undefined;
}

/** Labels of the fields the case's forms edit, by the path's last name, as the forms write them. */
const ROTULOS: Record<string, string> = {
  name: 'Nome',
  nome: 'Nome',
  vulgo: 'Vulgo',
  cpf: 'CPF',
  rg: 'RG',
  mae: 'Nome da mãe',
  pai: 'Nome do pai',
  data_nascimento: 'Data de nascimento',
  profissao: 'Profissão',
  sexo: 'Sexo',
  telefone: 'Telefone',
  anotacoes: 'Anotações',
  anotacao: 'Anotação',
  texto: 'Texto',
  crime_id: 'Tipificação',
  encaminhado: 'Encaminhamento',
  pessoaTipo: 'Tipo de vínculo',
  parentesco: 'Parentesco',
  vitimaVinculoId: 'Vítima vinculada',
  rua: 'Rua',
  numero: 'Número',
  bairro: 'Bairro',
  complemento: 'Complemento',
  cep: 'CEP',
  cidade_id: 'Cidade',
  estado: 'Estado',
  descricao: 'Descrição',
  tipo: 'Tipo',
  incluir_relatorio: 'No relatório',
  incluir: 'No relatório',
  endereco: 'Endereço',
  caracteristicas_fisicas: 'Características físicas',
  pendencias: 'Itens na fila de colegas',
  nic: 'NIC',
  estado_cadaver: 'Estado do cadáver',
  data_morte: 'Data da morte',
  hora_morte: 'Hora da morte',
  meio_morte: 'Meio de morte',
  abordagemDados: 'Descrição da abordagem',
  reacao: 'Reação',
  reacaoDados: 'Descrição da reação',
  subtracao_bens: 'Subtração de bens',
  bens_subtraidos: 'Bens subtraídos',
  encaminhado_outro: 'Local de encaminhamento',
  conjuje: 'Cônjuge',
  faccao: 'Facção',
  email: 'E-mail',
  cor_cabelo: 'Cor do cabelo',
  cor_olhos: 'Cor dos olhos',
  cicatriz_descricao: 'Descrição da cicatriz',
  tatuagem_descricao: 'Descrição da tatuagem',
  comentario: 'Comentário',
  guia_iml: 'Número da guia',
  guia_iml_data: 'Data da guia',
  laudo_iml: 'Número do laudo',
  laudo_iml_data: 'Data do laudo',
  cargo_id: 'Cargo',
  matricula: 'Matrícula',
  data_fato: 'Data do fato',
  hora_fato: 'Hora do fato',
  historico: 'Histórico do fato',
  natureza: 'Natureza do crime',
  procedimento_tipo: 'Tipo de procedimento',
  procedimento_numero: 'Número do procedimento',
  procedimento_outro: 'Qual procedimento',
  instrumento_crime: 'Instrumento',
  outro_instrumento_crime: 'Outro instrumento',
  anotacao_meio: 'Anotação sobre o meio',
  meio_transporte: 'Meio de transporte',
  rota_chegada_suspeito: 'Rota de chegada',
  rota_fuga_suspeito: 'Rota de fuga',
  marca_modelo: 'Marca e modelo',
  renavam: 'RENAVAM',
  relacao: 'Relação com o caso',
  relacao_outra: 'Qual relação',
  observacao: 'Observação',
  vizinhanca: 'Vizinhança',
  qualidade: 'Qualidade da construção',
  organizacao: 'Organização',
};

function humanizado(chave: string): string {
  const texto = chave
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** 'pessoa.profissao' → 'Profissão'; 'endereco.rua' → 'Endereço: Rua'. */
export function rotuloCampo(campo: string): string {
  const partes = campo.split('.');
  const ultimo = partes.at(-1) ?? campo;
  const rotulo = ROTULOS[ultimo] ?? humanizado(ultimo);
  const grupo = partes.length > 1 ? partes[0] : undefined;
  return grupo === 'endereco' || grupo === 'caracteristicas_fisicas'
    ? `${ROTULOS[grupo]}: ${rotulo}`
    : rotulo;
}

const ISO_DATA = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENTO = /^\d{4}-\d{2}-\d{2}T/;
const momento = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: FUSO_HORARIO,
});

/** A value as the officer reads it; an empty one says so. */
export function valorTexto(valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '(vazio)';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'string') {
    if (ISO_DATA.test(valor)) return valor.split('-').reverse().join('/');
    if (ISO_MOMENTO.test(valor) && !Number.isNaN(Date.parse(valor))) return momento.format(new Date(valor));
    return valor;
  }
  if (typeof valor === 'number') return valor.toLocaleString('pt-BR');
  if (Array.isArray(valor)) return valor.map(valorTexto).join(', ');
  if (typeof valor === 'object') {
    return (
      Object.entries(valor as Record<string, unknown>)
        .filter(([chave, v]) => chave !== 'id' && v !== null && v !== '')
        .map(([chave, v]) => `${rotuloCampo(chave)}: ${valorTexto(v)}`)
        .join('; ') || '(vazio)'
    );
  }
  return String(valor);
}

/** 'Delegado Fulano (1000002), 26/11/2026 18:40'. */
export function autoria(por: { name: string; matricula: string }, em: string): string {
  return `${por.name} (${por.matricula}), ${momento.format(new Date(em))}`;
}

/** A code's name as its form lists it; a code the device cannot name is shown as it is. */
function nomeDoCodigo(nome: string, valor: unknown, nomes: NomesDosCodigos): string | undefined {
  if (nome === 'crime_id') return TIPIFICACOES.find((crime) => crime.id === valor)?.nome;
  if (nome === 'cidade_id' && typeof valor === 'number') {
    const cidade = nomes.municipio?.(valor);
    return cidade && cidadeLabel(cidade);
  }
  if (nome === 'encaminhado' && typeof valor === 'string') return nomes.encaminhamento?.(valor)?.nome;
  if (nome === 'cargo_id' && typeof valor === 'number') return nomes.cargo?.(valor)?.nome;
  if (nome === 'cpf' && typeof valor === 'string') return formatCpf(valor);
  return undefined;
}

/** A field's value in the form's words: codes by their names, a CPF punctuated, the rest as `valorTexto`. */
export function valorNomeado(campo: string, valor: unknown, nomes: NomesDosCodigos): string {
  return nomeDoCodigo(campo.split('.').at(-1) ?? campo, valor, nomes) ?? valorTexto(valor);
}
