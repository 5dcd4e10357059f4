/**
 * Profiles (spec §2.3 Roles, route Roles): the list, a new profile by name ('O nome do perfil já
 * está em uso. Por favor, escolha outro.' when taken) and the delete behind a confirmation. A
 * profile opens its permissions (RolesEdit). One holding a right this administrator lacks is
 * read-only, by the server's policy (issue 39): no delete, and the edit screen says why.
 */
import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconLock, IconPlus, IconShieldLock, IconTrash, IconWifiOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../../shared/routes';
import { type Papel, papelCreateRequest } from '../../../../shared/schemas/papeis';
import {
  ConfirmDialog,
  EmptyView,
  InputField,
  LoadingView,
  OfflineNotice,
  ScreenHeader,
  useExclusao,
} from '../../../components/form';
import { ApiError } from '../../../lib/api';
import { MESSAGES } from '../../../lib/errors';
import { showError } from '../../../lib/notify-error';
import { save } from '../../../offline/fila/save';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import classes from './Cadastros.module.css';
import { RegistroRow } from './RegistroRow';

const ERRO_CRIAR = 'Ocorreu um erro ao criar o perfil. Verifique os dados e tente novamente.';
/** Spec §8 Roles: a refusal that is neither the name taken nor the data. */
const ERRO_DESCONHECIDO = 'Erro desconhecido. Tente novamente.';

function NovoPapel({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const body = { id: crypto.randomUUID(), name };
    const parsed = papelCreateRequest.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ERRO_CRIAR);
      return;
    }
    setSaving(true);
    const result = await save(
      { id: body.id, op: 'createPapel', input: { body }, label: `Perfil ${name.trim()}` },
      {
        success: 'Perfil criado com sucesso!',
        // The refusal is told under the field, not again in a toast.
        silentFailure: true,
      },
    );
    setSaving(false);
    if (result.ok) {
      setName('');
      setError(null);
      if (result.sent) onCreated(body.id);
    } else if (result.error instanceof ApiError && result.error.code === 'ROLE_NAME_TAKEN') {
      setError(MESSAGES.roleNameTaken);
    } else if (result.error instanceof ApiError && result.error.issues.length > 0) {
      setError(result.error.issues[0]?.message ?? ERRO_CRIAR);
    } else {
      showError(result.error, ERRO_DESCONHECIDO);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={enviar} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <InputField
          label="Novo perfil"
          placeholder="Nome do perfil"
          value={name}
          onChange={(valor) => {
            setName(valor);
            setError(null);
          }}
          error={error}
          maxLength={60}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={saving} leftSection={<IconPlus size={18} />} color="gold.5" c="navy.9">
          Criar
        </Button>
      </Group>
    </Paper>
  );
}

export default function PapeisScreen() {
  const navigate = useNavigate();
  const read = useOfflineQuery('listPapeis', {});
  const papeis = read.data?.data ?? [];
  const exclusao = useExclusao({
    pedido: (papel: Papel) => ({
      id: crypto.randomUUID(),
      op: 'deletePapel',
      input: { params: { roleId: papel.id } },
      label: 'Apagar perfil',
    }),
    success: (papel) => `${papel.name} deletado com sucesso!`,
    failureTitle: 'Não foi possível excluir a role. Tente novamente.',
  });
  const editar = (id: string) => navigate(SCREENS.RolesEdit.path.replace(':id', id));

  return (
    <Stack gap="md">
      <ScreenHeader
        title="Perfis"
        count={read.data ? papeis.length : undefined}
        back={SCREENS.PainelAdmin.path}
      />
      <NovoPapel onCreated={editar} />
      {read.fromCache && <OfflineNotice>mostrando os perfis salvos neste aparelho.</OfflineNotice>}
      {read.loading ? (
        <LoadingView label="Carregando perfis" blocks={[64, 64, 64]} />
      ) : !read.data ? (
        <EmptyView
          icon={<IconWifiOff size={34} />}
          title="Não foi possível carregar os perfis."
          text="Verifique a conexão e tente de novo."
        >
          <Button variant="light" onClick={read.refetch}>
            Tentar de novo
          </Button>
        </EmptyView>
      ) : (
        <ul className={classes.list} aria-label="Perfis">
          {papeis.map((papel) => (
            <RegistroRow
              key={papel.id}
              title={papel.name}
              detail={`${papel.permissions.length} ${papel.permissions.length === 1 ? 'permissão' : 'permissões'} · ${papel.usuarios} ${papel.usuarios === 1 ? 'usuário' : 'usuários'}`}
              badge={
                !papel.policy.pode_alterar ? (
                  <Badge color="navy" variant="light" size="sm" leftSection={<IconLock size={12} />}>
                    só leitura
                  </Badge>
                ) : papel.permissions.length === 0 ? (
                  <Badge color="gray" variant="light" size="sm">
                    sem permissões
                  </Badge>
                ) : undefined
              }
              onEdit={() => editar(papel.id)}
              onDelete={papel.policy.pode_alterar ? () => exclusao.pedir(papel) : undefined}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...exclusao.dialogo}
        title="Tem certeza?"
        confirmLabel="Excluir"
        confirmIcon={<IconTrash size={18} />}
        danger
      >
        {exclusao.alvo
          ? exclusao.alvo.usuarios > 0
            ? `O perfil ${exclusao.alvo.name} está atribuído a ${exclusao.alvo.usuarios === 1 ? '1 usuário' : `${exclusao.alvo.usuarios} usuários`}; troque o perfil deles antes de excluí-lo.`
            : `Você não poderá reverter esta ação! O perfil ${exclusao.alvo.name} será excluído.`
          : ''}
      </ConfirmDialog>
      <Group gap={6} c="dimmed" fz="sm">
        <IconShieldLock size={16} aria-hidden />
        Toque no lápis de um perfil para escolher as permissões dele.
      </Group>
    </Stack>
  );
}
