/**
 * A vehicle, new or edited (issue 42): plate (Mercosul or the older one), make and model, colour,
 * year, chassis, RENAVAM, its relation to the case, the person it is linked to and where it stands
 * (the phone's GPS, read as the scene's is: then the croqui marks it). Every field optional; what
 * is given is checked with the server's own schema, the message saying how it is written. An edit
 * sends the fields changed with the version it was opened on.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Text } from '@mantine/core';
import { IconCar, IconCurrentLocation, IconId, IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatCoordenadas } from '../../../shared/geo';
import { emptyValues, type FormValuesOf, formValues, inputShape } from '../../../shared/schemas/fields';
import {
  VEICULO_RELACAO_OUTRA,
  VEICULO_RELACOES,
  type VeiculoCreateOutput,
  veiculoFields,
} from '../../../shared/schemas/veiculos';
import { pessoaDoVeiculo } from '../../../shared/secoes/veiculos';
import { useEdicaoVersionada } from '../../components/conflito/useEdicaoVersionada';
import { useRascunhoDaEdicao } from '../../components/conflito/useRascunhoDaEdicao';
import { VersaoNoFormulario } from '../../components/conflito/VersaoNoFormulario';
import { FormFrame, FormSection, fieldsFor, SaveBar, useEnvio } from '../../components/form';
import { useBuscaPosicao } from '../../components/geo/BuscaPosicao';
import { save } from '../../offline/fila/save';
import type { CasoView } from '../casos/caso-view';
import type { VeiculoView } from './caso-view';

export const VEICULO_SALVO = 'Veículo salvo com sucesso!';

type Valores = FormValuesOf<typeof veiculoFields>;
const schema = z.object(inputShape(veiculoFields));
const { TextField, TextAreaField, SelectField } = fieldsFor<Valores>();

interface VeiculoFormProps {
  caso: CasoView;
  /** The vehicle edited; none for a new one. */
  veiculo: VeiculoView | null;
  /** After the save was taken, sent or kept on the device: back to the list. */
  onSaved: () => void;
}

/** The case's people, by their registry id, as 'Maria da Silva (vítima)'. */
function pessoasDoCaso(caso: CasoView) {
  return [...caso.vitimas, ...caso.suspeitos, ...caso.testemunhas].map((p) => ({
    value: p.pessoa.id,
    label: pessoaDoVeiculo(caso, p.pessoa.id) ?? p.pessoa.nome,
  }));
}

export function VeiculoForm({ caso, veiculo, onSaved }: VeiculoFormProps) {
  const [aberta] = useState(() => ({
    valores: veiculo ? formValues(veiculoFields, veiculo) : emptyValues(veiculoFields),
    versao: veiculo?.versao,
  }));
  const form = useForm<Valores, unknown, VeiculoCreateOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<Valores, unknown, VeiculoCreateOutput>,
    defaultValues: aberta.valores,
    shouldFocusError: false,
  });
  const edicao = useEdicaoVersionada(form, aberta);
  const draft = useRascunhoDaEdicao(form, `veiculo:${caso.id}:${veiculo?.id ?? 'novo'}`, edicao);
  const relacao = useWatch({ control: form.control, name: 'relacao' });
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const posicionar = (lat: number | null, lon: number | null) => {
    form.setValue('latitude', lat, { shouldDirty: true });
    form.setValue('longitude', lon, { shouldDirty: true });
  };
  const busca = useBuscaPosicao({ onPosicao: (leitura) => posicionar(leitura.latitude, leitura.longitude) });
  const [id] = useState(() => veiculo?.id ?? crypto.randomUUID());
  const { formRef, saving, enviar } = useEnvio(
    form,
    async (body, onIssues) => {
      const opcoes = { success: VEICULO_SALVO, failureTitle: 'Falha ao salvar no banco de dados', onIssues };
      if (!veiculo) {
        return save(
          {
            id: crypto.randomUUID(),
            op: 'createVeiculo',
            input: { params: { casoId: caso.id }, body: { ...body, id } },
            label: 'Veículo',
            casoId: caso.id,
          },
          opcoes,
        );
      }
      const result = await save(
        {
          id: crypto.randomUUID(),
          op: 'updateVeiculo',
          input: { params: { casoId: caso.id, veiculoId: id }, body: edicao.corpo(form.getValues()) },
          label: 'Veículo',
          casoId: caso.id,
        },
        opcoes,
      );
      if (!result.ok) edicao.aoRecusar(result.error);
      return result;
    },
    async () => {
      await draft.clear();
      onSaved();
    },
  );

  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar} label="Veículo" draft={draft}>
      {veiculo && <VersaoNoFormulario edicao={edicao} atual={veiculo.versao} />}
      <FormSection title="Veículo" icon={<IconCar size={22} />} description="Todos os campos são opcionais">
        <TextField
          name="placa"
          label="Placa"
          placeholder="ABC1D23 ou ABC-1234"
          autoCapitalize="characters"
          normalize={(valor) => valor.toUpperCase()}
        />
        <TextField name="marca_modelo" label="Marca e modelo" placeholder="Ex.: Honda CG 160" />
        <TextField name="cor" label="Cor" />
        <TextField name="ano" label="Ano" inputMode="numeric" placeholder="Ex.: 2019" />
      </FormSection>
      <FormSection title="Documentos" icon={<IconId size={22} />} description="Chassi e RENAVAM">
        <TextField
          name="chassi"
          label="Chassi"
          placeholder="17 letras e números"
          autoCapitalize="characters"
          normalize={(valor) => valor.toUpperCase()}
        />
        <TextField name="renavam" label="RENAVAM" inputMode="numeric" placeholder="11 dígitos" />
      </FormSection>
      <FormSection title="No caso" icon={<IconUser size={22} />} description="Relação com o caso e a pessoa">
        <SelectField name="relacao" label="Relação com o caso" data={VEICULO_RELACOES} />
        {relacao === VEICULO_RELACAO_OUTRA && <TextField name="relacao_outra" label="Qual relação" />}
        <SelectField name="pessoa_id" label="Pessoa ligada ao veículo" data={pessoasDoCaso(caso)} />
        <TextAreaField name="observacao" label="Observação" maxLength={1000} />
      </FormSection>
      <FormSection
        title="Posição no local"
        icon={<IconCurrentLocation size={22} />}
        description="Opcional: com ela o veículo aparece no croqui"
      >
        {typeof latitude === 'number' && typeof longitude === 'number' ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" ff="monospace" data-testid="coordenadas-veiculo">
              {formatCoordenadas([longitude, latitude])}
            </Text>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconX size={18} />}
              onClick={() => posicionar(null, null)}
            >
              Remover
            </Button>
          </Group>
        ) : (
          <Button variant="light" leftSection={<IconCurrentLocation size={20} />} onClick={busca.buscar}>
            Usar a posição do aparelho
          </Button>
        )}
        {busca.ui}
      </FormSection>
      <SaveBar saving={saving} />
    </FormFrame>
  );
}
