/**
 * The scene's address offered to a vestígio found there (docs/decisions.md): at the scene without
 * signal the lookup of the fix's address fails, and the officer would type again the street the
 * Local do Crime already holds. A tap copies it into the fields, which stay editable.
 */
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formatCep } from '../../../shared/formatos/text';
import type { Municipio } from '../../../shared/schemas/referencia';
import type { CasoView } from '../casos/caso-view';

/** The case's scene as the case view holds it (its module adds it to the view). */
export type LocalDoCrime = CasoView['geolocalizacao_caso'][number];

export function EnderecoDoLocal<T extends FieldValues, Output>({
  local,
  form,
  onCidade,
}: {
  local: LocalDoCrime | undefined;
  form: UseFormReturn<T, unknown, Output>;
  /** The city by name, for the field to show it without the list of cities (offline). */
  onCidade: (cidade: Municipio | null) => void;
}) {
  if (!local || (!local.rua && !local.cidade_id)) return null;
  const usar = () => {
    const campos = {
      rua: local.rua ?? '',
      numero: local.numero ?? '',
      bairro: local.bairro ?? '',
      complemento: local.complemento ?? '',
      cep: local.cep ? formatCep(local.cep) : '',
      cidade_id: local.cidade_id,
      estado: local.estado,
    };
    onCidade(local.cidade);
    for (const [name, value] of Object.entries(campos)) {
      form.setValue(name as Path<T>, value as never, { shouldDirty: true, shouldValidate: false });
    }
  };
  const rua = [local.rua, local.numero].filter(Boolean).join(', ');
  const cidade = local.cidade ? `${local.cidade.nome} / ${local.cidade.uf}` : null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text size="sm">Local do Crime: {[rua, local.bairro, cidade].filter(Boolean).join(' · ')}</Text>
        <Button variant="light" leftSection={<IconMapPin size={18} />} onClick={usar}>
          Usar este endereço
        </Button>
      </Stack>
    </Paper>
  );
}
