/**
 * 'Ver usuário' (spec §2.3 'Admin panel'): the user's data, profile, unit, position and state, and
 * what an administrator does about them — unlock, disable or enable, change profile, unit and
 * position, give a temporary password. Each action is answered by the server before it shows.
 * Whether this administrator may act on this user at all is the server's policy (issue 39: not
 * their own account, nor one holding a right they lack): when not, the actions are not offered
 * and the screen says why.
 */
import { Alert, Button, Divider, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock, IconLockOpen, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import { ConfirmDialog, DANGER } from '../../components/form/actions/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { call } from '../../lib/api';
import { ListaDeAparelhos } from '../aparelhos/ListaDeAparelhos';
import { SenhaTemporariaForm } from './SenhaTemporariaForm';
import { SituacaoBadges } from './SituacaoBadges';
import { UsuarioLotacaoForm } from './UsuarioLotacaoForm';
import { useOpcoesUsuario } from './useOpcoesUsuario';
import { useUsuarioAdmin, useUsuarioAlterado } from './useUsuariosAdmin';
import { executar } from './usuario-acao';

const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: FUSO_HORARIO });
const dia = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: FUSO_HORARIO,
});

function Dado({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={500} lh={1.3}>
        {value}
      </Text>
    </div>
  );
}

function Secao({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Divider />
      <Title order={3} size="h5" c="var(--rip-heading)">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Conteudo({ usuario }: { usuario: UsuarioAdmin }) {
  const alterado = useUsuarioAlterado();
  const opcoes = useOpcoesUsuario();
  const { pode_alterar: podeAlterar, motivo } = usuario.policy;
  const [confirmar, setConfirmar] = useState(false);
  const [ocupado, setOcupado] = useState(false);

  const desbloquear = async () => {
    setOcupado(true);
    await executar(
      () => call('unlockUsuario', { params: { userId: usuario.id } }),
      'Usuário desbloqueado com sucesso!',
      alterado,
    );
    setOcupado(false);
  };
  const mudarSituacao = async (ativo: boolean) => {
    setOcupado(true);
    await executar(
      () => call('setUsuarioAtivo', { params: { userId: usuario.id }, body: { ativo } }),
      ativo ? 'Usuário reativado com sucesso!' : 'Usuário desativado com sucesso!',
      alterado,
    );
    setOcupado(false);
    setConfirmar(false);
  };

  return (
    <Stack gap="md">
      <div>
        <Text fw={700} size="lg" lh={1.25}>
          {usuario.name}
        </Text>
        <Text size="sm" c="dimmed">
          Matrícula {usuario.matricula}
        </Text>
        <SituacaoBadges usuario={usuario} />
      </div>
      <SimpleGrid cols={2} spacing="sm">
        <Dado label="Perfil" value={usuario.perfis.map((p) => p.name).join(', ') || '—'} />
        <Dado label="Situação" value={usuario.ativo ? 'Ativo' : 'Desativado'} />
        <Dado label="Unidade" value={usuario.unidade?.nome ?? '—'} />
        <Dado label="Cargo" value={usuario.cargo?.nome ?? '—'} />
        <Dado label="Cadastrado em" value={dia.format(new Date(usuario.created_at))} />
      </SimpleGrid>

      {usuario.bloqueado && (
        <Alert color="orange" variant="light" title="Conta bloqueada">
          <Stack gap="xs">
            <Text size="sm">
              Bloqueada por senhas erradas
              {usuario.bloqueada_ate ? ` até ${hora.format(new Date(usuario.bloqueada_ate))}` : ''}.
            </Text>
            {podeAlterar && (
              <Button
                leftSection={<IconLockOpen size={18} />}
                onClick={() => void desbloquear()}
                loading={ocupado}
              >
                Desbloquear
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      {podeAlterar ? (
        <>
          <Secao title="Perfil, unidade e cargo">
            <UsuarioLotacaoForm key={usuario.id} usuario={usuario} opcoes={opcoes} alterado={alterado} />
          </Secao>

          <Secao title="Senha temporária">
            <SenhaTemporariaForm usuario={usuario} alterado={alterado} />
          </Secao>

          <Secao title="Acesso ao sistema">
            {usuario.ativo ? (
              <Button
                color={DANGER}
                variant="outline"
                leftSection={<IconUserOff size={18} />}
                onClick={() => setConfirmar(true)}
              >
                Desativar usuário
              </Button>
            ) : (
              <Button
                color="teal.9"
                leftSection={<IconUserCheck size={18} />}
                onClick={() => void mudarSituacao(true)}
                loading={ocupado}
              >
                Reativar usuário
              </Button>
            )}
          </Secao>
        </>
      ) : (
        <Alert
          color="navy"
          variant="light"
          icon={<IconLock size={18} />}
          title="Você não pode alterar este usuário"
        >
          {motivo}
        </Alert>
      )}

      <Secao title="Aparelhos">
        <ListaDeAparelhos userId={usuario.id} />
      </Secao>

      <ConfirmDialog
        opened={confirmar}
        title={`Desativar ${usuario.name}?`}
        confirmLabel="Desativar"
        confirmIcon={<IconUserOff size={18} />}
        danger
        busy={ocupado}
        onConfirm={() => void mudarSituacao(false)}
        onCancel={() => setConfirmar(false)}
      >
        O usuário não consegue mais entrar, e as sessões abertas dele são encerradas na próxima ação.
      </ConfirmDialog>
    </Stack>
  );
}

export function VerUsuarioModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const query = useUsuarioAdmin(userId);
  // On a phone the user's page takes the whole screen: it is long, and read with one thumb.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={userId !== null} onClose={onClose} title="Ver usuário" size={5} fullScreen={phone}>
      {query.data ? (
        <Conteudo usuario={query.data} />
      ) : query.isError ? (
        <Text c="var(--mantine-color-error)" role="alert">
          Não foi possível carregar o usuário.
        </Text>
      ) : (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Carregando usuário…</Text>
        </Group>
      )}
    </Modal>
  );
}
