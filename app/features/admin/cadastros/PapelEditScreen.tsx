/**
 * A profile's permissions (spec §2.3 Roles 'edit', §4 Role permissions): the assigned and the
 * available lists; a click moves a permission across and saves it at once ('Permissão adicionada
 * com sucesso' / 'Permissão removida com sucesso'). The move shows while it is sent, and is undone
 * on screen when the server refuses it ('Erro ao adicionar permissão.' / 'Erro ao remover permissão.').
 */
import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconShieldOff } from '@tabler/icons-react';
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
  onMove,
}: (typeof LISTAS)[number] & {
  itens: PermissaoItem[];
  busy: ReadonlySet<string>;
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
          {itens.map((item) => (
            <li key={item.id}>
              <Button
                fullWidth
                variant="default"
                justify="space-between"
                h="auto"
                py={8}
                rightSection={<Seta size={18} />}
                loading={busy.has(item.id)}
                onClick={() => onMove(item)}
                aria-label={`${acao} ${item.label}`}
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
            </li>
          ))}
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
  return (
    <Stack gap="md">
      <ScreenHeader title={read.data.papel.name} subtitle="Permissões do perfil" back={SCREENS.Roles.path} />
      <Alert color="navy" variant="light" p="xs">
        Toque numa permissão para passá-la de uma lista à outra; cada mudança é salva na hora e vale para quem
        tem este perfil a partir da próxima ação.
      </Alert>
      {LISTAS.map((lista) => (
        <Lista
          key={lista.title}
          {...lista}
          itens={lista.atribuida ? atribuidas : disponiveis}
          busy={ocupados}
          onMove={(item) => void mover(item, !lista.atribuida)}
        />
      ))}
    </Stack>
  );
}
