/**
 * A profile's permissions (spec §2.3 Roles 'edit', §4 Role permissions): the assigned and the
 * available lists; a click moves a permission across and saves it at once ('Permissão adicionada
 * com sucesso' / 'Permissão removida com sucesso'). The move shows while it is sent, and is undone
 * on screen when the server refuses it ('Erro ao adicionar permissão.' / 'Erro ao remover permissão.').
 * What this administrator may not move comes from the server with the profile (issue 39): the whole
 * profile when it holds a right they lack, a permission they lack, the last administration
 * permission; such a move is not offered, and the screen says why.
 */
import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLock, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isPermission } from '../../../../shared/permissions';
import { SCREENS } from '../../../../shared/routes';
import { EmptyView, LoadingView, ScreenHeader } from '../../../components/form';
import { refreshAfterWrite } from '../../../lib/query-client';
import { save } from '../../../offline/fila/save';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import classes from './Cadastros.module.css';

interface PermissaoItem {
  id: string;
  name: string;
  label: string;
}

/** The two lists, by whether the profile has the permission; a click moves it to the other. */
const LISTAS = [
  { atribuida: true, title: 'Permissões atribuídas', vazio: 'Nenhuma permissão atribuída a este perfil.' },
  { atribuida: false, title: 'Permissões disponíveis', vazio: 'Este perfil já tem todas as permissões.' },
] as const;

function Lista({
  atribuida,
  title,
  itens,
  vazio,
  busy,
  bloqueio,
  onMove,
}: (typeof LISTAS)[number] & {
  itens: PermissaoItem[];
  busy: ReadonlySet<string>;
  /** Why the server would refuse moving it ('' when the whole profile is read-only), or undefined. */
  bloqueio: (item: PermissaoItem) => string | undefined;
  onMove: (item: PermissaoItem) => void;
}) {
  // An assigned permission goes down to the available ones; an available one, up.
  const acao = atribuida ? 'Remover' : 'Adicionar';
  const Seta = atribuida ? IconArrowDown : IconArrowUp;
  return (
    <Paper withBorder radius="lg" p="sm">
      <Title order={2} size="h4" mb="xs" c="var(--rip-heading)">
        {title}{' '}
        <Badge color="navy" variant="light">
          {itens.length}
        </Badge>
      </Title>
      {itens.length === 0 ? (
        <Text c="dimmed" size="sm">
          {vazio}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={title}>
          {itens.map((item) => {
            const motivo = bloqueio(item);
            return (
              <li key={item.id}>
                <Button
                  fullWidth
                  variant="default"
                  justify="space-between"
                  h="auto"
                  py={8}
                  rightSection={motivo === undefined ? <Seta size={18} /> : <IconLock size={18} />}
                  loading={busy.has(item.id)}
                  disabled={motivo !== undefined}
                  onClick={() => onMove(item)}
                  aria-label={`${acao} ${item.label}`}
                  aria-describedby={motivo ? `motivo-${item.id}` : undefined}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                >
                  <span>
                    <Text component="span" fw={600} display="block" size="sm">
                      {item.label}
                    </Text>
                    <Text component="span" c="dimmed" display="block" size="xs">
                      {item.name}
                      {isPermission(item.name) ? ' · usada pelo sistema' : ''}
                    </Text>
                  </span>
                </Button>
                {motivo && (
                  <Text id={`motivo-${item.id}`} size="xs" px={4} pt={4} pb={6} lh={1.35}>
                    {motivo}
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Paper>
  );
}

export default function PapelEditScreen() {
  const { id = '' } = useParams();
  const read = useOfflineQuery('getPapel', { params: { roleId: id } });
  /** Moves sent and not answered yet, shown already moved. */
  const [movendo, setMovendo] = useState<Map<string, boolean>>(new Map());

  const atribuidasServidor = read.data?.papel.permissions ?? [];
  const disponiveisServidor = read.data?.disponiveis ?? [];
  const todas = [...atribuidasServidor, ...disponiveisServidor].sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const servidorTem = new Set(atribuidasServidor.map((p) => p.id));
  const tem = (p: PermissaoItem) => movendo.get(p.id) ?? servidorTem.has(p.id);
  const atribuidas = todas.filter(tem);
  const disponiveis = todas.filter((p) => !tem(p));

  const mover = async (item: PermissaoItem, adicionar: boolean) => {
    if (movendo.has(item.id)) return;
    setMovendo((m) => new Map(m).set(item.id, adicionar));
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: adicionar ? 'addPapelPermissao' : 'removePapelPermissao',
        input: { params: { roleId: id, permissionId: item.id } },
        label: `${adicionar ? 'Adicionar' : 'Remover'} permissão ${item.name}`,
      },
      {
        success: adicionar ? 'Permissão adicionada com sucesso' : 'Permissão removida com sucesso',
        failureTitle: adicionar ? 'Erro ao adicionar permissão.' : 'Erro ao remover permissão.',
      },
    );
    // Kept on the device: it stays moved until it is sent.
    if (result.ok && !result.sent) return;
    await refreshAfterWrite();
    setMovendo((m) => {
      const next = new Map(m);
      next.delete(item.id);
      return next;
    });
  };

  if (read.loading) {
    return (
      <Stack gap="md">
        <ScreenHeader title="Editar perfil" back={SCREENS.Roles.path} />
        <LoadingView label="Carregando o perfil" blocks={[160, 240]} />
      </Stack>
    );
  }
  if (!read.data) {
    return (
      <Stack gap="md">
        <ScreenHeader title="Editar perfil" back={SCREENS.Roles.path} />
        <EmptyView
          icon={<IconShieldOff size={34} />}
          title={read.notFound ? 'Perfil não encontrado.' : 'Não foi possível carregar o perfil.'}
          text={read.notFound ? 'Ele pode ter sido excluído.' : 'Verifique a conexão e tente de novo.'}
        />
      </Stack>
    );
  }

  const ocupados = new Set(movendo.keys());
  const { policy } = read.data.papel;
  const { bloqueadas } = read.data;
  const bloqueio = (item: PermissaoItem) => (policy.pode_alterar ? bloqueadas[item.id] : '');
  return (
    <Stack gap="md">
      <ScreenHeader title={read.data.papel.name} subtitle="Permissões do perfil" back={SCREENS.Roles.path} />
      {policy.pode_alterar ? (
        <Alert color="navy" variant="light" p="xs">
          Toque numa permissão para passá-la de uma lista à outra; cada mudança é salva na hora e vale para
          quem tem este perfil a partir da próxima ação.
        </Alert>
      ) : (
        <Alert color="navy" variant="light" icon={<IconLock size={18} />} title="Somente leitura">
          {policy.motivo}
        </Alert>
      )}
      {LISTAS.map((lista) => (
        <Lista
          key={lista.title}
          {...lista}
          itens={lista.atribuida ? atribuidas : disponiveis}
          busy={ocupados}
          bloqueio={bloqueio}
          onMove={(item) => void mover(item, !lista.atribuida)}
        />
      ))}
    </Stack>
  );
}
