/**
 * The writes of the person form: a valid form becomes the create or edit of its role, with empty
 * address and traits sent as null. Pure, so it is tested without a browser.
 */
import type { z } from 'zod';
import type {
  PessoaCaso,
  vinculoUpdateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import type { OutboxRequest } from '../../offline/db';
import { partesAlteradas } from '../../offline/itens/versao-campos';
import type { FormMode } from './pessoa-form-values';
import { papelTexts } from './pessoa-texts';

type VitimaOutput = z.output<typeof vitimaUpdateRequest>;
type VinculoOutput = z.output<typeof vinculoUpdateRequest>;

/** What the schema hands over once the form is valid. */
export type PessoaFormOutput = Omit<VitimaOutput, 'vitima'> & {
  id?: string;
  vitima?: VitimaOutput['vitima'];
  vinculo?: VinculoOutput['vinculo'];
};

type Endereco = NonNullable<PessoaFormOutput['endereco']>;
type Caracteristicas = NonNullable<PessoaFormOutput['caracteristicas_fisicas']>;

/** Nothing typed but the id the form made for it. */
export function isEnderecoEmpty(endereco: Endereco): boolean {
  const { id: _id, ...fields } = endereco;
  return Object.values(fields).every((value) => value === null);
}

export function isCaracteristicasEmpty(caracteristicas: Caracteristicas): boolean {
  return Object.values(caracteristicas).every((value) => value === null);
}

const OPERATIONS = {
  vitima: { create: 'createVitima', edit: 'updateVitima', delete: 'deleteVitima' },
  testemunha: { create: 'createTestemunha', edit: 'updateTestemunha', delete: 'deleteTestemunha' },
  suspeito: { create: 'createSuspeito', edit: 'updateSuspeito', delete: 'deleteSuspeito' },
} as const;

export interface WriteContext {
  papel: PessoaPapel;
  mode: FormMode;
  casoId: string;
  /** The row being edited. */
  row: PessoaCaso | null;
  /**
   * The form's first values as the schema reads them: an edit sends only the parts that differ
   * (issue 26). Absent, every part is sent.
   */
  aberto?: PessoaFormOutput | null;
  newId?: () => string;
}

/** The create (to add) or edit (to change) of a valid form. */
export function buildWrite(output: PessoaFormOutput, context: WriteContext): OutboxRequest {
  const newId = context.newId ?? (() => crypto.randomUUID());
  const linkId = context.row?.id ?? output.id;
  if (!linkId) throw new Error('buildWrite: a new row needs the id the form made for it.');
  const body = corpo(output, context.papel);
  const { label, tipo } = papelTexts(context.papel);
  const ops = OPERATIONS[context.papel];
  if (context.mode === 'create') {
    return {
      id: linkId,
      op: ops.create,
      input: { params: { casoId: context.casoId }, body: { id: linkId, ...body } },
      label: label(output.pessoa.nome),
      casoId: context.casoId,
    } as OutboxRequest;
  }
  const base = context.aberto ? corpo(context.aberto, context.papel) : {};
  return {
    id: newId(),
    op: ops.edit,
    input: {
      params: { casoId: context.casoId, pessoaId: output.pessoa.id },
      body: partesAlteradas(base, body, context.row?.versao),
    },
    label: `Editar ${tipo} ${output.pessoa.nome}`,
    casoId: context.casoId,
    ...(context.aberto ? { base } : {}),
  } as OutboxRequest;
}

/** The parts of a person as an update names them, empty address and traits as null. */
function corpo(output: PessoaFormOutput, papel: PessoaPapel): Record<string, unknown> {
  const { endereco, caracteristicas_fisicas: caracteristicas } = output;
  return {
    pessoa: output.pessoa,
    endereco: endereco && !isEnderecoEmpty(endereco) ? endereco : null,
    caracteristicas_fisicas:
      caracteristicas && !isCaracteristicasEmpty(caracteristicas) ? caracteristicas : null,
    anotacoes: output.anotacoes,
    ...(papel === 'vitima' ? { vitima: output.vitima } : { vinculo: output.vinculo }),
  };
}

/** The removal of one person from a role of the case. */
export function buildDelete(
  papel: PessoaPapel,
  casoId: string,
  row: PessoaCaso,
  newId: () => string = () => crypto.randomUUID(),
): OutboxRequest {
  return {
    id: newId(),
    op: OPERATIONS[papel].delete,
    input: { params: { casoId, pessoaId: row.pessoa.id } },
    label: `Apagar ${papelTexts(papel).tipo} ${row.pessoa.nome}`,
    casoId,
  } as OutboxRequest;
}
