import { Alert, Text } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { ConfirmDialog } from '../../components/form';

interface ConfirmarEdicaoPessoaProps {
  aberto: boolean;
  /** 'Editar vítima?' and the like (spec §8). */
  titulo: string;
  nome: string;
  /** The person's other cases, which a correction of the registry reaches too; null when none. */
  aviso: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** The question before an edit of a person is sent: whose data change, and where else they show. */
export function ConfirmarEdicaoPessoa({
  aberto,
  titulo,
  nome,
  aviso,
  busy,
  onCancel,
  onConfirm,
}: ConfirmarEdicaoPessoaProps) {
  return (
    <ConfirmDialog
      opened={aberto}
      title={titulo}
      confirmLabel="Confirmar"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text c="dimmed" size="sm">
        {`Os dados de ${nome} serão atualizados neste caso.`}
      </Text>
      {aviso && (
        <Alert color="grape" variant="light" mt="sm" icon={<IconFolders size={20} />}>
          {aviso}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
