import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import type { ConflitoEdicao } from '../../../shared/schemas/versao';
import { MultilineField } from '../form/inputs';
import { Modal } from '../Modal';
import { ConflitoCampos } from './ConflitoCampos';
import { rotuloCampo } from './campo-texto';
import { type Escolhas, escolhasIniciais, textoLivre } from './escolhas';

export interface ConflitoDialogProps {
  /** Open while there is a conflict to resolve. */
  conflito: ConflitoEdicao | null;
  busy?: boolean;
  onCancelar: () => void;
  /** The value chosen (or typed) for each conflicting field. */
  onSalvar: (escolhas: Escolhas) => void;
}

/**
 * The conflict kit where the edit has no form to lay it over (a switch, a write kept in the
 * outbox): the same choices in a dialog, and a text field retyped there.
 */
export function ConflitoDialog({ conflito, busy = false, onCancelar, onSalvar }: ConflitoDialogProps) {
  return (
    <Modal opened={conflito !== null} onClose={onCancelar} title="Resolver conflito" size={4}>
      {conflito && (
        <Escolha
          key={`${conflito.id}:${conflito.versao_atual}`}
          conflito={conflito}
          busy={busy}
          onCancelar={onCancelar}
          onSalvar={onSalvar}
        />
      )}
    </Modal>
  );
}

function Escolha({
  conflito,
  busy,
  onCancelar,
  onSalvar,
}: ConflitoDialogProps & { conflito: ConflitoEdicao }) {
  const [escolhas, setEscolhas] = useState(() => escolhasIniciais(conflito));
  const textos = conflito.campos.filter(textoLivre);
  const vazio = textos.some((campo) => String(escolhas[campo.campo] ?? '').trim() === '');
  return (
    <Stack gap="md">
      <ConflitoCampos
        conflito={conflito}
        valorAtual={(campo) => escolhas[campo]}
        onEscolher={(campo, escolha) => {
          const alvo = conflito.campos.find((c) => c.campo === campo);
          if (alvo) setEscolhas({ ...escolhas, [campo]: escolha === 'meu' ? alvo.seu : alvo.atual });
        }}
        editavel={textos.length > 0}
      />
      {textos.map((campo) => (
        <MultilineField
          key={campo.campo}
          label={`${rotuloCampo(campo.campo)} que fica`}
          value={String(escolhas[campo.campo] ?? '')}
          onChange={(valor) => setEscolhas({ ...escolhas, [campo.campo]: valor })}
          error={String(escolhas[campo.campo] ?? '').trim() === '' ? 'Este campo é obrigatório' : undefined}
        />
      ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancelar} disabled={busy}>
          Cancelar
        </Button>
        <Button
          onClick={() => onSalvar(escolhas)}
          loading={busy}
          disabled={vazio}
          leftSection={<IconDeviceFloppy size={18} />}
        >
          Salvar
        </Button>
      </Group>
    </Stack>
  );
}
