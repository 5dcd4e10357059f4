/**
 * 'Adicionar novo meio' (spec §2.3 Means, §5): the instrument (Desconhecido until chosen), the
 * other instrument's name only for Outro, the calibres only for Arma de Fogo, the transport, the
 * suspect's routes and a note. What the instrument hides is not sent (the shared schema drops it).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { IconNotes, IconRoute, IconTool } from '@tabler/icons-react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  INSTRUMENTO_ARMA_DE_FOGO,
  INSTRUMENTO_OUTRO,
  INSTRUMENTOS_CRIME,
  MEIOS_TRANSPORTE,
} from '../../../shared/options-caso';
import { emptyValues } from '../../../shared/schemas/fields';
import {
  type MeioCreateOutput,
  type MeioCreateRequest,
  meioCreateRequest,
  meioFields,
} from '../../../shared/schemas/meios';
import { ApreensaoSection } from '../../components/ApreensaoSection';
import { FormFrame, FormSection, fieldsFor, SaveBar, useDraft, useEnvio } from '../../components/form';
import { save } from '../../offline/fila/save';
import { CalibresField } from './CalibresField';

/** Spec §8 Successes, spelled as the spec spells it. */
export const MEIO_SALVO = 'Meio salvo com successo!';

const { TextField, TextAreaField, SelectField } = fieldsFor<MeioCreateRequest>();

const novoMeio = (): MeioCreateRequest => ({ id: crypto.randomUUID(), ...emptyValues(meioFields) });

interface MeioFormProps {
  casoId: string;
  /** After the save was taken, sent or kept on the device: back to the list (spec §4). */
  onSaved: () => void;
}

export function MeioForm({ casoId, onSaved }: MeioFormProps) {
  const form = useForm<MeioCreateRequest, unknown, MeioCreateOutput>({
    resolver: zodResolver(meioCreateRequest) as unknown as Resolver<
      MeioCreateRequest,
      unknown,
      MeioCreateOutput
    >,
    defaultValues: novoMeio(),
    shouldFocusError: false,
  });
  const draft = useDraft(form, `meio:${casoId}:novo`);
  const instrumento = useWatch({ control: form.control, name: 'instrumento_crime' });
  const { formRef, saving, enviar } = useEnvio(
    form,
    (body, onIssues) =>
      save(
        {
          id: crypto.randomUUID(),
          op: 'createMeio',
          input: { params: { casoId }, body },
          label: 'Meio',
          casoId,
        },
        { success: MEIO_SALVO, failureTitle: 'Falha ao salvar no banco de dados', onIssues },
      ),
    async () => {
      await draft.clear();
      onSaved();
    },
  );

  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar} draft={draft}>
      <FormSection title="Instrumento do crime" icon={<IconTool size={22} />}>
        <SelectField
          name="instrumento_crime"
          label="Instrumento"
          data={INSTRUMENTOS_CRIME}
          clearable={false}
          allowDeselect={false}
        />
        {instrumento === INSTRUMENTO_OUTRO && (
          <TextField name="outro_instrumento_crime" label="Outro instrumento" withAsterisk maxLength={200} />
        )}
        {instrumento === INSTRUMENTO_ARMA_DE_FOGO && <CalibresField />}
      </FormSection>
      <FormSection title="Suspeito" icon={<IconRoute size={22} />} description="Como chegou e por onde fugiu">
        <SelectField
          name="meio_transporte"
          label="Meio de transporte"
          data={MEIOS_TRANSPORTE}
          clearable={false}
          allowDeselect={false}
        />
        <TextAreaField name="rota_chegada_suspeito" label="Rota de chegada" minRows={2} maxLength={1000} />
        <TextAreaField name="rota_fuga_suspeito" label="Rota de fuga" minRows={2} maxLength={1000} />
      </FormSection>
      <ApreensaoSection description="Se o instrumento ou a arma foi apreendido" />
      <FormSection title="Anotação" icon={<IconNotes size={22} />}>
        <TextAreaField name="anotacao_meio" label="Anotação sobre o meio" maxLength={2000} />
      </FormSection>
      <SaveBar saving={saving} />
    </FormFrame>
  );
}
