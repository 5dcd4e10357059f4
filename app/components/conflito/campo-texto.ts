/**
 * How a field of the history or of a conflict reads to an officer: its label, from the dotted path
 * the server names it by, and its value as text. Pure, so it is tested without a browser.
 */

/** Labels of the fields the case's forms edit, by the path's last name. */
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
const momento = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

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
