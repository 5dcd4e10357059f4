import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCalendar,
  IconCloudOff,
  IconCloudUpload,
  IconFilePlus,
  IconFolders,
  IconHome,
  IconPencil,
  IconRefresh,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { casoHistorico, casoRenameRequest } from '../../../shared/schemas/casos';
import { titleCase } from '../../../shared/text';
import { Modal } from '../../components/Modal';
import { ApiError, api, NetworkError } from '../../lib/api';
import { getCasoSelecionado, setCasoSelecionado, useCasoSelecionado } from '../../lib/caso-selecionado';
import { dataHoraLocal, dataLocal } from '../../lib/format';
import { useSession } from '../../lib/session';
import { cachedRead } from '../../offline/read-cache';
import { useOutboxItems } from '../../offline/useOutboxItems';
import classes from './HistoricoScreen.module.css';
import { type LinhaHistorico, montarHistorico } from './historico';
import { salvar } from './salvar';
import { casoQueryKey } from './useCaso';

const ERRO_HISTORICO = 'Erro desconhecido. Por favor, tente novamente mais tarde.';
const CASO_ABERTO =
  'Para poder apagar o caso, você não pode estar com ele aberto. Escolha outro caso e então apague-o.';

function lerHistorico() {
  return cachedRead('casos:historico', async () =>
    casoHistorico.parse(await api.get<unknown>('/casos/historico')),
  );
}

/** The server's list (or the device's copy) with the user's pending case operations over it. */
function useHistorico() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ['casos', 'historico'],
    queryFn: lerHistorico,
    // The list is the way into every case: always asked again on entry.
    staleTime: 0,
    // cachedRead already fell back to the device's copy; a retry would only hold the screen
    // without signal (offline-first queries pause their retries until the network returns).
    retry: false,
  });
  const outbox = useOutboxItems();
  const linhas = useMemo(
    () =>
      montarHistorico(
        query.data?.value.data ?? null,
        outbox.filter((item) => item.userId === user?.id),
      ),
    [query.data, outbox, user?.id],
  );
  return { query, linhas };
}

function CasoItem({
  linha,
  aberto,
  podeApagar,
  onAbrir,
  onRenomear,
  onApagar,
}: {
  linha: LinhaHistorico;
  aberto: boolean;
  podeApagar: boolean;
  onAbrir: () => void;
  onRenomear: () => void;
  onApagar: () => void;
}) {
  return (
    <li className={classes.item} data-aberto={aberto || undefined}>
      <UnstyledButton className={classes.abrir} onClick={onAbrir} aria-current={aberto ? 'true' : undefined}>
        <span className={classes.nomeLinha}>
          <span className={classes.nome}>
            {linha.name}
            {linha.offline && ' (Offline)'}
          </span>
          {aberto && (
            <Badge color="gold.5" c="navy.9" variant="filled" size="sm" radius="sm" className={classes.selo}>
              Aberto
            </Badge>
          )}
        </span>
        {linha.identificador ? (
          <span className={classes.identificador}>{linha.identificador}</span>
        ) : (
          <span className={classes.aguardando}>
            <IconCloudUpload size={14} aria-hidden />
            aguardando sincronização
          </span>
        )}
        <span className={classes.meta}>
          {linha.created_at && (
            <span className={classes.metaItem}>
              <IconCalendar size={14} aria-hidden />
              {dataLocal(linha.created_at)}
            </span>
          )}
          <span className={classes.metaItem}>
            <IconUser size={14} aria-hidden />
            {linha.criador.name}
          </span>
        </span>
      </UnstyledButton>
      <div className={classes.acoes}>
        <ActionIcon variant="subtle" color="navy" size={44} aria-label="Renomear caso" onClick={onRenomear}>
          <IconPencil size={22} />
        </ActionIcon>
        {podeApagar && (
          <ActionIcon variant="subtle" color="red" size={44} aria-label="Apagar caso" onClick={onApagar}>
            <IconTrash size={22} />
          </ActionIcon>
        )}
      </div>
    </li>
  );
}

function RenomearForm({ linha, onDone }: { linha: LinhaHistorico; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(casoRenameRequest), defaultValues: { name: linha.name } });
  const campo = register('name');

  const submit = handleSubmit(async ({ name }) => {
    if (name === linha.name) {
      onDone();
      return;
    }
    const salvo = await salvar(
      {
        id: crypto.randomUUID(),
        method: 'PUT',
        url: `/casos/${linha.id}/nome`,
        body: { name },
        label: `Renomear caso para ${name}`,
        casoId: linha.id,
      },
      { sucesso: 'Nome do caso alterado com sucesso!', tituloErro: 'Falha ao salvar no banco de dados!' },
    );
    if (!salvo.ok) return;
    const selecionado = getCasoSelecionado();
    if (selecionado?.id === linha.id) setCasoSelecionado({ ...selecionado, name });
    if (salvo.result.status === 'sent') {
      void queryClient.invalidateQueries({ queryKey: ['casos'] });
      void queryClient.invalidateQueries({ queryKey: casoQueryKey(linha.id) });
    }
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          {...campo}
          onBlur={(event) => {
            setValue('name', titleCase(event.currentTarget.value), { shouldValidate: isSubmitted });
            return campo.onBlur(event);
          }}
          label="Nome do caso"
          error={errors.name?.message}
          autoComplete="off"
          autoCapitalize="words"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} leftSection={<IconPencil size={18} />}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ApagarConfirmacao({ linha, onDone }: { linha: LinhaHistorico; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [apagando, setApagando] = useState(false);

  async function apagar() {
    setApagando(true);
    const salvo = await salvar(
      {
        id: crypto.randomUUID(),
        method: 'DELETE',
        url: `/casos/${linha.id}`,
        label: `Apagar caso ${linha.name}`,
        casoId: linha.id,
      },
      { sucesso: `${linha.name} deletado com sucesso!` },
    );
    setApagando(false);
    if (salvo.ok) void queryClient.invalidateQueries({ queryKey: ['casos'] });
    onDone();
  }

  return (
    <Stack gap="lg">
      <Text>Você não poderá reverter esta ação!</Text>
      <Text size="sm" c="dimmed">
        {linha.name}
        {linha.identificador && ` · ${linha.identificador}`}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={apagando}>
          Cancelar
        </Button>
        <Button
          color="red"
          onClick={() => void apagar()}
          loading={apagando}
          leftSection={<IconTrash size={18} />}
        >
          Apagar
        </Button>
      </Group>
    </Stack>
  );
}

interface Dialogo {
  linha: LinhaHistorico;
  aberto: boolean;
}

function fechar(dialogo: Dialogo | null): Dialogo | null {
  return dialogo && { ...dialogo, aberto: false };
}

function Carregando() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Carregando casos">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} height={92} radius="lg" />
      ))}
    </Stack>
  );
}

/** /historico: the cases the user works on, newest first (spec §2.3 Case history). */
export default function HistoricoScreen() {
  const navigate = useNavigate();
  const { user, can } = useSession();
  const selecionado = useCasoSelecionado();
  const { query, linhas } = useHistorico();
  // The row stays set while its dialog closes, so the dialog does not empty during its exit animation.
  const [renomeando, setRenomeando] = useState<Dialogo | null>(null);
  const [apagando, setApagando] = useState<Dialogo | null>(null);

  function abrir(linha: LinhaHistorico) {
    setCasoSelecionado({ id: linha.id, name: linha.name, identificador: linha.identificador });
    void navigate(SCREENS.Caso.path);
  }

  function pedirApagar(linha: LinhaHistorico) {
    if (selecionado?.id === linha.id) {
      notifications.show({ color: 'red', withBorder: true, message: CASO_ABERTO });
      return;
    }
    setApagando({ linha, aberto: true });
  }

  const semSinal = query.error instanceof NetworkError;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" mt="xs" align="flex-start">
        <div>
          <Title order={2} c="navy.9" className={classes.titulo}>
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

      {query.data?.fromCache && (
        <Text size="xs" c="dimmed" className={classes.aviso}>
          <IconCloudOff size={14} aria-hidden />
          <span>{`Sem conexão: lista salva no aparelho em ${dataHoraLocal(new Date(query.data.savedAt).toISOString())}.`}</span>
        </Text>
      )}

      {query.isError &&
        (semSinal ? (
          <Alert
            color="gray"
            variant="light"
            radius="lg"
            icon={<IconCloudOff size={20} />}
            title="Sem conexão com a Internet"
          >
            A lista de casos aparece aqui assim que o aparelho voltar a ter sinal.
            {linhas.length > 0 && ' Os casos criados neste aparelho estão logo abaixo.'}
          </Alert>
        ) : (
          <Alert color="red" variant="light" radius="lg" icon={<IconAlertTriangle size={20} />}>
            {query.error instanceof ApiError && query.error.message ? query.error.message : ERRO_HISTORICO}
          </Alert>
        ))}
      {query.isError && (
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          Tentar novamente
        </Button>
      )}

      {query.isPending && linhas.length === 0 ? (
        <Carregando />
      ) : linhas.length > 0 ? (
        <ul className={classes.lista} aria-label="Casos">
          {linhas.map((linha) => (
            <CasoItem
              key={linha.id}
              linha={linha}
              aberto={selecionado?.id === linha.id}
              podeApagar={linha.criador.matricula === user?.matricula}
              onAbrir={() => abrir(linha)}
              onRenomear={() => setRenomeando({ linha, aberto: true })}
              onApagar={() => pedirApagar(linha)}
            />
          ))}
        </ul>
      ) : (
        !query.isError && (
          <EmptyState icon={<IconFolders size={36} />} variant="light" color="navy" py="xl">
            <EmptyState.Title order={3}>Nenhum caso encontrado</EmptyState.Title>
            <EmptyState.Description>
              Os casos que você registrar ou receber aparecem aqui.
            </EmptyState.Description>
            {can(SCREENS.casoNome.access) && (
              <EmptyState.Actions>
                <Button
                  leftSection={<IconFilePlus size={18} />}
                  onClick={() => void navigate(SCREENS.casoNome.path)}
                >
                  Novo Caso
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        )
      )}

      <Modal
        opened={renomeando?.aberto ?? false}
        onClose={() => setRenomeando(fechar)}
        title="Renomear caso"
        size={2}
      >
        {renomeando && (
          <RenomearForm
            key={renomeando.linha.id}
            linha={renomeando.linha}
            onDone={() => setRenomeando(fechar)}
          />
        )}
      </Modal>
      <Modal
        opened={apagando?.aberto ?? false}
        onClose={() => setApagando(fechar)}
        title="Tem certeza?"
        size={2}
      >
        {apagando && <ApagarConfirmacao linha={apagando.linha} onDone={() => setApagando(fechar)} />}
      </Modal>
    </Stack>
  );
}
