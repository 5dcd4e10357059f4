/**
 * The calibres of a firearm (spec §5): one is added only once chosen and only if not yet listed;
 * each listed one can be removed. The list is the form's `calibres`.
 */
import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { CALIBRES, type Calibre } from '../../../shared/options-caso';
import type { MeioCreateRequest } from '../../../shared/schemas/meios';
import { ChoiceField } from '../../components/form';
import classes from './Meios.module.css';

export function CalibresField() {
  const { field, fieldState } = useController<MeioCreateRequest, 'calibres'>({ name: 'calibres' });
  const lista = (field.value ?? []) as Calibre[];
  const [escolhido, setEscolhido] = useState<Calibre | null>(null);
  const podeAdicionar = escolhido !== null && !lista.includes(escolhido);

  const adicionar = () => {
    if (!podeAdicionar) return;
    field.onChange([...lista, escolhido]);
    setEscolhido(null);
  };

  return (
    <Stack gap="xs">
      <ChoiceField<Calibre>
        label="Calibre"
        data={CALIBRES.map((calibre) => ({
          value: calibre,
          label: calibre,
          disabled: lista.includes(calibre),
        }))}
        value={escolhido}
        onChange={setEscolhido}
        allowDeselect={false}
        error={fieldState.error?.message}
      />
      <Button
        variant="light"
        onClick={adicionar}
        disabled={!podeAdicionar}
        leftSection={<IconPlus size={18} />}
      >
        Adicionar calibre
      </Button>
      {lista.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum calibre adicionado. Escolha um e toque em Adicionar calibre; pode haver mais de um.
        </Text>
      ) : (
        <ul className={classes.calibres} aria-label="Calibres adicionados">
          {lista.map((calibre) => (
            <li key={calibre} className={classes.calibre}>
              <Text fw={700} ff="monospace" pl="sm">
                {calibre}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                radius="xl"
                size={44}
                aria-label={`Remover calibre ${calibre}`}
                onClick={() => field.onChange(lista.filter((item) => item !== calibre))}
              >
                <IconX size={18} />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
