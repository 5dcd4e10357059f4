/**
 * The IML's numbers of a victim (issue 42): the request for examination (guia or requisição) and,
 * when it comes back, the laudo, each with its date. Saved through the outbox with the victim's
 * version; a member records them whatever the 24-hour window (the laudo comes back weeks later).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { IconFileCertificate, IconStethoscope } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type FormValuesOf, formValues, inputShape } from '../../../shared/schemas/fields';
import { imlFields } from '../../../shared/schemas/pessoa-caso';
import { useEdicaoVersionada } from '../../components/conflito/useEdicaoVersionada';
import { useRascunhoDaEdicao } from '../../components/conflito/useRascunhoDaEdicao';
import { VersaoNoFormulario } from '../../components/conflito/VersaoNoFormulario';
import { FormFrame, FormSection, fieldsFor, placeServerIssues, SaveBar } from '../../components/form';
import { save } from '../../offline/fila/save';
import type { PessoaCasoView } from './caso-view';

type Valores = FormValuesOf<typeof imlFields>;
const schema = z.object(inputShape(imlFields));
const { TextField } = fieldsFor<Valores>();

export const IML_SALVO = 'Dados do IML salvos com sucesso!';

export function VitimaImlForm({
  casoId,
  vitima,
  onSaved,
}: {
  casoId: string;
  vitima: PessoaCasoView;
  onSaved: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [aberta] = useState(() => ({ valores: formValues(imlFields, vitima.vitima), versao: vitima.versao }));
  const form = useForm<Valores>({ resolver: zodResolver(schema) as never, defaultValues: aberta.valores });
  const edicao = useEdicaoVersionada(form, aberta);
  const draft = useRascunhoDaEdicao(form, `iml:${casoId}:${vitima.id}`, edicao);
  const [saving, setSaving] = useState(false);
  const enviar = form.handleSubmit(async () => {
    setSaving(true);
    const valores = form.getValues();
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: 'updateVitimaIml',
        input: { params: { casoId, pessoaId: vitima.pessoa.id }, body: edicao.corpo(valores) },
        label: `IML: ${vitima.pessoa.nome}`,
        casoId,
      },
      {
        success: IML_SALVO,
        failureTitle: 'Falha ao salvar no banco de dados',
        onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      },
    );
    setSaving(false);
    if (!result.ok) {
      edicao.aoRecusar(result.error);
      return;
    }
    edicao.salvo(valores, result.sent ? result.response?.versao : undefined);
    await draft.discard();
    onSaved();
  });
  return (
    <FormFrame
      travado={saving}
      form={form}
      formRef={formRef}
      onSubmit={enviar}
      label="IML da vítima"
      draft={draft}
    >
      <VersaoNoFormulario edicao={edicao} atual={vitima.versao} />
      <FormSection
        title="Guia (requisição) de exame"
        icon={<IconStethoscope size={22} />}
        description="O número da requisição enviada ao IML"
      >
        <TextField name="guia_iml" label="Número da guia" placeholder="Ex.: 1234/2026" />
        <TextField name="guia_iml_data" label="Data da guia" type="date" />
      </FormSection>
      <FormSection
        title="Laudo"
        icon={<IconFileCertificate size={22} />}
        description="Quando o laudo voltar do IML"
      >
        <TextField name="laudo_iml" label="Número do laudo" placeholder="Ex.: 987/2026" />
        <TextField name="laudo_iml_data" label="Data do laudo" type="date" />
      </FormSection>
      <SaveBar saving={saving} />
    </FormFrame>
  );
}
