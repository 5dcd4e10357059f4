import { Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconFolders, IconHome, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { policyAt } from '../../../../shared/caso/caso-policy';
import { SCREENS } from '../../../../shared/routes';
import { ConfirmarExclusao } from '../../../components/conflito';
import { ErrorNotice, LoadingView, OfflineNotice, SEM_CONEXAO, useExclusao } from '../../../components/form';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api';
import { localDateTime } from '../../../lib/format';
import { showNotice } from '../../../lib/notify';
import { agoraNoServidor } from '../../../lib/relogio-do-servidor';
import { setSelectedCaso, useSelectedCasoRef } from '../../../lib/selected-caso';
import { useSession } from '../../../lib/session';
import { NovoCasoButton } from '../NovoCasoButton';
import { HistoricoItem } from './HistoricoItem';
import classes from './HistoricoScreen.module.css';
import type { HistoricoRow } from './historico-view';
import { RenameCasoForm } from './RenameCasoForm';
import { useHistorico } from './useHistorico';

const HISTORICO_ERROR = 'Erro desconhecido. Por favor, tente novamente mais tarde.';
const OPEN_CASO =
  'Para poder apagar o caso, você não pode estar com ele aberto. Escolha outro caso e então apague-o.';

/** A dialog's row stays set while it closes, so the dialog does not empty during its exit animation. */
interface Dialog {
  row: HistoricoRow;
  opened: boolean;
}

const closed = (dialog: Dialog | null): Dialog | null => dialog && { ...dialog, opened: false };

/** /historico: the cases the user works on, newest first (spec §2.3 Case history). */
export default function HistoricoScreen() {
  const navigate = useNavigate();
  const { user, can } = useSession();
  const selected = useSelectedCasoRef();
  const { read, rows } = useHistorico();
  const [renaming, setRenaming] = useState<Dialog | null>(null);

  const open = (row: HistoricoRow) => {
    setSelectedCaso({ id: row.id, name: row.name, identificador: row.identificador });
    void navigate(SCREENS.Caso.path);
  };

  const askDelete = (row: HistoricoRow) => {
    if (selected?.id === row.id) {
      showNotice({ message: OPEN_CASO, color: 'red' });
      return;
    }
    exclusao.pedir(row);
  };

  const apiError = read.error instanceof ApiError && !read.notFound ? read.error : null;
  // What the server says the user may do with each case; a case only on this device is its creator's.
  // A list kept by a version without policies has none: each case then answers as before.
  const policies = new Map((read.data?.policies ?? []).map((kept) => [kept.id, kept]));
  const exclusao = useExclusao({
    pedido: (row: HistoricoRow) => ({
      id: crypto.randomUUID(),
      op: 'deleteCaso',
      input: { params: { casoId: row.id } },
      label: `Apagar caso ${row.name}`,
      casoId: row.id,
    }),
    // The case's revision as listed: the server asks first when colleagues changed it since.
    versao: (row) => policies.get(row.id)?.revisao,
    success: (row) => `${row.name} deletado com sucesso!`,
  });
  const policyOf = (row: HistoricoRow) => {
    const kept = policies.get(row.id);
    return kept ? policyAt(kept, agoraNoServidor()) : null;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" mt="xs" align="flex-start">
        <div>
          <Title order={1} c="var(--rip-heading)" className={classes.title}>
            Últimos casos registrados
          </Title>
          <Text c="dimmed" size="sm">
            Toque em um caso para abri-lo.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconHome size={18} />}
          onClick={() => void navigate(SCREENS.home.path)}
          className={classes.home}
        >
          Home
        </Button>
      </Group>

      {read.fromCache && read.savedAt !== null && (
        <Text size="xs" c="dimmed" className={classes.notice}>
          <IconCloudOff size={14} aria-hidden />
          <span>{`${SEM_CONEXAO}: lista salva no aparelho em ${localDateTime(new Date(read.savedAt).toISOString())}.`}</span>
        </Text>
      )}

      {read.offline && (
        <OfflineNotice titled>
          A lista de casos aparece aqui assim que o aparelho voltar a ter sinal.
          {rows.length > 0 && ' Os casos que este aparelho já conhece estão logo abaixo.'}
        </OfflineNotice>
      )}
      {apiError && <ErrorNotice>{apiError.message || HISTORICO_ERROR}</ErrorNotice>}
      {(read.offline || apiError) && (
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={read.refetch}
          loading={read.fetching}
        >
          Tentar novamente
        </Button>
      )}

      {read.loading && rows.length === 0 ? (
        <LoadingView label="Carregando casos" blocks={[92, 92, 92, 92]} />
      ) : rows.length > 0 ? (
        <ul className={classes.list} aria-label="Casos">
          {rows.map((row) => {
            const policy = policyOf(row);
            return (
              <HistoricoItem
                key={row.id}
                row={row}
                open={selected?.id === row.id}
                canRename={policy?.pode_editar ?? true}
                canDelete={policy?.pode_excluir ?? row.criador.matricula === user?.matricula}
                locked={policy?.motivo === 'PRAZO_ENCERRADO' ? 'Prazo de edição encerrado' : null}
                onOpen={() => open(row)}
                onRename={() => setRenaming({ row, opened: true })}
                onDelete={() => askDelete(row)}
              />
            );
          })}
        </ul>
      ) : (
        !read.offline &&
        !apiError && (
          <EmptyState icon={<IconFolders size={36} />} variant="light" color="navy" py="xl">
            <EmptyState.Title order={2}>Nenhum caso encontrado</EmptyState.Title>
            <EmptyState.Description>
              Os casos que você registrar ou receber aparecem aqui.
            </EmptyState.Description>
            {can(SCREENS.casoNome.access) && (
              <EmptyState.Actions>
                <NovoCasoButton />
              </EmptyState.Actions>
            )}
          </EmptyState>
        )
      )}

      <Modal
        opened={renaming?.opened ?? false}
        onClose={() => setRenaming(closed)}
        title="Renomear caso"
        size={2}
      >
        {renaming && (
          <RenameCasoForm
            key={renaming.row.id}
            row={renaming.row}
            versao={policies.get(renaming.row.id)?.versao}
            onDone={() => setRenaming(closed)}
          />
        )}
      </Modal>
      <ConfirmarExclusao exclusao={exclusao} title="Tem certeza?" confirmLabel="Apagar">
        <Stack gap="xs">
          <Text>Você não poderá reverter esta ação!</Text>
          <Text size="sm" c="dimmed">
            {exclusao.alvo?.name}
            {exclusao.alvo?.identificador && ` · ${exclusao.alvo.identificador}`}
          </Text>
        </Stack>
      </ConfirmarExclusao>
    </Stack>
  );
}
