import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { IconFileText, IconInfoCircle, IconNotes } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  type PessoaCaso,
  pessoaCaso,
  vinculoCreateRequest,
  vinculoUpdateRequest,
  vitimaCreateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import type { ConflitoEdicao } from '../../../shared/schemas/versao';
import { AvisoVersaoNova, ConflitoNoFormulario, useConflitoForm } from '../../components/conflito';
import {
  CamposTravados,
  DraftNotice,
  FormSection,
  placeServerIssues,
  SaveBar,
  scrollToFirstError,
  useDraft,
} from '../../components/form';
import { ApiError } from '../../lib/api';
import { showNotice, showSuccess } from '../../lib/notify';
import { discard } from '../../offline/fila/item-do-autor';
import { type SaveResult, save } from '../../offline/fila/save';
import { useConflitoNaFila } from '../../offline/tela/useOutboxItems';
import type { CasoView } from '../casos/caso-view';
import {
  type DocumentoNovo,
  documentosNaoEnviados,
  type SaveDocumentosOutcome,
  saveDocumentos,
} from '../documentos/documento-write';
import { NewDocumentos } from '../documentos/NewDocumentos';
import { PessoaDocumentos } from '../documentos/PessoaDocumentos';
import { CaracteristicasSection } from './CaracteristicasSection';
import { ConfirmarEdicaoPessoa } from './ConfirmarEdicaoPessoa';
import { type PessoaCasoView, pessoasDoPapel } from './caso-view';
import { DadosPessoaisSection } from './DadosPessoaisSection';
import { EnderecoSection } from './EnderecoSection';
import { TextAreaField } from './form-fields';
import { type FormMode, firstStepDone, initialValues, type PessoaFormValues } from './pessoa-form-values';
import { avisoOutrosCasos, papelTexts } from './pessoa-texts';
import { buildWrite, type PessoaFormOutput } from './pessoa-write';
import { VinculoSection } from './VinculoSection';
import { TipificacaoSection, VitimaDadosSection } from './VitimaSections';

const FAILURE_TITLE = 'Erro ao salvar dados';

function schemaOf(papel: PessoaPapel, mode: FormMode) {
  if (papel === 'vitima') return mode === 'create' ? vitimaCreateRequest : vitimaUpdateRequest;
  return mode === 'create' ? vinculoCreateRequest : vinculoUpdateRequest;
}

export interface PessoaFormProps {
  papel: PessoaPapel;
  caso: CasoView;
  /** The row to edit; absent to add a new person. */
  row?: PessoaCasoView;
  /** After a save that was sent or queued. */
  onDone: () => void;
}

/**
 * The one form of victims, witnesses and suspects, to add and to edit. Adding opens with the first
 * choice only (typification, or link type and victim); the other sections follow. What is typed is
 * kept on the device as a draft until it is saved or discarded.
 */
export function PessoaForm({ papel, caso, row, onDone }: PessoaFormProps) {
  const mode: FormMode = row ? 'edit' : 'create';
  const texts = papelTexts(papel);
  const formRef = useRef<HTMLFormElement>(null);
  const [defaults] = useState(() =>
    initialValues(
      papel,
      row ?? null,
      caso.vitimas.map((vitima) => vitima.id),
    ),
  );
  const schema = schemaOf(papel, mode);
  const form = useForm<PessoaFormValues, unknown, PessoaFormOutput>({
    // One form type serves the four request schemas; each one's input is a PessoaFormValues.
    resolver: zodResolver(schema) as unknown as Resolver<PessoaFormValues, unknown, PessoaFormOutput>,
    defaultValues: defaults,
    shouldFocusError: false,
  });
  const [documentos, setDocumentos] = useState<DocumentoNovo[]>([]);
  const draft = useDraft(form, `pessoa:${caso.id}:${papel}:${row?.pessoa.id ?? 'nova'}`, {
    value: documentos,
    restore: setDocumentos,
  });
  const [toConfirm, setToConfirm] = useState<PessoaFormOutput | null>(null);
  const [saving, setSaving] = useState(false);
  /** The record the form stands on (issue 26): as opened, or as it was when a conflict was met. */
  const [aberto, setAberto] = useState<{ row: PessoaCaso | null; valores: PessoaFormValues }>({
    row: row ?? null,
    valores: defaults,
  });
  const kit = useConflitoForm(form);
  const conflitoRef = useRef<HTMLDivElement>(null);
  const saidaDe = (valores: PessoaFormValues) => {
    const parsed = schema.safeParse(valores);
    return parsed.success ? (parsed.data as PessoaFormOutput) : null;
  };
  const vitimaIds = caso.vitimas.map((vitima) => vitima.id);

  /** The form laid over the record as a colleague left it, with the choice of each field. */
  const aplicarConflito = (conflito: ConflitoEdicao, anterior = aberto.valores) => {
    const parsed = pessoaCaso.safeParse(conflito.atual);
    if (!parsed.success) return false;
    const atual = { ...parsed.data, versao: conflito.versao_atual };
    const valores = initialValues(papel, atual, vitimaIds);
    kit.aoConflito(conflito, anterior, valores);
    setAberto({ row: atual, valores });
    requestAnimationFrame(() => conflitoRef.current?.scrollIntoView({ block: 'start' }));
    return true;
  };
  const naFila = useConflitoNaFila(row?.pessoa.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item, so that a later render cannot undo the author's choices
  useEffect(() => {
    const conflito = naFila?.lastError?.conflito;
    if (!naFila || !conflito || kit.conflito) return;
    // The author opens the write the server kept as a conflict: it is laid over the record as now.
    const base = { ...defaults, ...(naFila.base ?? {}) } as PessoaFormValues;
    const corpo = (naFila.input as { body?: Record<string, unknown> }).body ?? {};
    const { versao_base: _v, resolucao: _r, ...partes } = corpo;
    form.reset({ ...base, ...partes } as PessoaFormValues);
    aplicarConflito(conflito, base);
  }, [naFila?.id]);

  const [crimeId, vinculo] = useWatch({ control: form.control, name: ['vitima.crime_id', 'vinculo'] });
  // Editing opens whole: the first choices were made when the person was added.
  const open = mode === 'edit' || firstStepDone(papel, { vitima: { crime_id: crimeId }, vinculo });
  const alreadyInCaso = useMemo(
    () => new Set(pessoasDoPapel(caso, papel).map((r) => r.pessoa.id)),
    [caso, papel],
  );

  /** One message for the person and the documents that went with it. */
  const announce = (result: SaveResult<PessoaFormRequestOp>, docs: SaveDocumentosOutcome) => {
    if (docs.failed > 0) {
      showNotice({
        title: mode === 'create' ? texts.saved : texts.edited,
        message: documentosNaoEnviados(docs),
        color: 'yellow',
      });
    } else if (result.ok && result.sent) {
      showSuccess(mode === 'create' ? texts.saved : texts.edited);
    }
  };

  const send = async (output: PessoaFormOutput) => {
    setSaving(true);
    try {
      const request = buildWrite(output, {
        papel,
        mode,
        casoId: caso.id,
        row: aberto.row,
        aberto: mode === 'edit' ? saidaDe(aberto.valores) : null,
      });
      if (mode === 'edit') Object.assign((request.input as { body: object }).body, kit.resolucao(output));
      const result = (await save(request, {
        failureTitle: FAILURE_TITLE,
        onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      })) as SaveResult<PessoaFormRequestOp>;
      if (!result.ok) {
        const conflito = result.error instanceof ApiError ? result.error.conflito : undefined;
        if (conflito) aplicarConflito(conflito);
        return;
      }
      // The conflict the outbox kept is resolved by this save.
      if (naFila) await discard(naFila.id);
      kit.encerrar();
      // The server may have linked a person it already knew by the CPF: documents go to its id.
      const pessoaId = result.sent && result.response ? result.response.pessoa.id : output.pessoa.id;
      const docs = await saveDocumentos(
        { pessoaId, casoId: caso.id, nomePessoa: output.pessoa.nome },
        documentos,
        {
          silentFailure: true,
        },
      );
      // The notice comes with the list it names: nothing waits between the two.
      await draft.clear();
      announce(result, docs);
      onDone();
    } finally {
      setSaving(false);
    }
  };

  const aberta = aberto.row;
  const aviso =
    aberta && toConfirm ? avisoOutrosCasos(aberta.pessoa, toConfirm.pessoa, aberta.outros_casos) : null;

  const submit = form.handleSubmit(
    async (output) => {
      if (mode === 'edit') setToConfirm(output);
      else await send(output);
    },
    () => scrollToFirstError(formRef.current),
  );

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        autoComplete="off"
        aria-label={mode === 'create' ? texts.addTitle : `Editar ${texts.tipo}`}
      >
        <CamposTravados travado={saving}>
          <Stack gap="md">
            <DraftNotice draft={draft} />
            {!kit.conflito && (
              <AvisoVersaoNova
                aberta={aberto.row?.versao}
                atual={
                  pessoasDoPapel(caso, papel).find((r) => r.pessoa.id === row?.pessoa.id && !r.offline)
                    ?.versao
                }
              />
            )}
            <div ref={conflitoRef}>
              <ConflitoNoFormulario kit={kit} />
            </div>
            {papel === 'vitima' ? <TipificacaoSection /> : <VinculoSection vitimas={caso.vitimas} />}

            {!open && (
              <Alert color="navy" variant="light" icon={<IconInfoCircle size={20} />}>
                {papel === 'vitima'
                  ? 'Escolha a tipificação para continuar o cadastro.'
                  : 'Escolha o tipo de vínculo e a vítima para continuar o cadastro.'}
              </Alert>
            )}

            {open && (
              <>
                {papel === 'vitima' && (
                  <VitimaDadosSection knownEncaminhamento={row?.vitima?.encaminhamento ?? null} />
                )}
                <DadosPessoaisSection withSearch={mode === 'create'} alreadyInCaso={alreadyInCaso} />
                <EnderecoSection knownCidade={row?.endereco?.cidade ?? null} />
                <CaracteristicasSection />
                {row ? (
                  <PessoaDocumentos
                    pessoaId={row.pessoa.id}
                    casoId={caso.id}
                    nomePessoa={row.pessoa.nome}
                    editable
                  />
                ) : (
                  <FormSection title="Documentos" icon={<IconFileText size={22} />}>
                    <NewDocumentos value={documentos} onChange={setDocumentos} />
                  </FormSection>
                )}
                <FormSection title="Anotações" icon={<IconNotes size={22} />}>
                  <TextAreaField name="anotacoes" label="Anotações" minRows={4} />
                </FormSection>
                <SaveBar saving={saving} />
              </>
            )}
          </Stack>
        </CamposTravados>
      </form>

      <ConfirmarEdicaoPessoa
        aberto={toConfirm !== null}
        titulo={texts.confirmEdit}
        nome={toConfirm?.pessoa.nome ?? row?.pessoa.nome ?? ''}
        aviso={aviso}
        busy={saving}
        onCancel={() => setToConfirm(null)}
        onConfirm={async () => {
          const output = toConfirm;
          if (!output) return;
          await send(output);
          setToConfirm(null);
        }}
      />
    </FormProvider>
  );
}

type PessoaFormRequestOp =
  | 'createVitima'
  | 'updateVitima'
  | 'createTestemunha'
  | 'updateTestemunha'
  | 'createSuspeito'
  | 'updateSuspeito';
