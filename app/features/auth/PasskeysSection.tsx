import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconFingerprint,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { Passkey } from '../../../shared/schemas/passkeys';
import { ConfirmDialog, DANGER } from '../../components/form/actions/ConfirmDialog';
import { InputField } from '../../components/form/input-field';
import { call } from '../../lib/api';
import { localDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/notify';
import {
  cadastrarPasskey,
  esquecerPasskey,
  mensagemDaPasskey,
  navegadorTemPasskeys,
  passkeyNoAparelho,
} from '../../lib/passkey';
import { useOfflineQuery } from '../../offline/useOfflineQuery';

/** Registering this phone's passkey: the current password first, then the finger. */
function Cadastro({ cadastrada }: { cadastrada: () => void }) {
  const [senha, setSenha] = useState('');
  const [falha, setFalha] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFalha(null);
    setEnviando(true);
    try {
      await cadastrarPasskey(senha);
      setSenha('');
      showSuccess('Digital cadastrada. Na próxima entrada, toque em "Entrar com a digital".');
      cadastrada();
    } catch (error) {
      setFalha(mensagemDaPasskey(error));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <InputField
          secret
          name="passkey_password"
          value={senha}
          onChange={setSenha}
          label="Sua senha"
          description="Confirme a senha para cadastrar a digital deste celular."
          autoComplete="current-password"
        />
        {falha && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {falha}
          </Alert>
        )}
        <Button
          type="submit"
          leftSection={<IconFingerprint size={20} />}
          loading={enviando}
          disabled={senha === '' || enviando}
        >
          Cadastrar a digital
        </Button>
      </Stack>
    </form>
  );
}

function Item({ passkey, mudou }: { passkey: Passkey; mudou: () => void }) {
  const [nome, setNome] = useState<string | null>(null);
  const [removendo, setRemovendo] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);

  const agir = async (acao: () => Promise<unknown>, sucesso: string) => {
    setFalha(null);
    setOcupado(true);
    try {
      await acao();
      showSuccess(sucesso);
      mudou();
      return true;
    } catch (error) {
      setFalha(mensagemDaPasskey(error));
      return false;
    } finally {
      setOcupado(false);
    }
  };
  const renomear = async () => {
    const body = { nome: nome ?? '' };
    if (await agir(() => call('renamePasskey', { params: { passkeyId: passkey.id }, body }), 'Nome salvo.')) {
      setNome(null);
    }
  };
  const remover = async () => {
    const feito = await agir(
      () => call('deletePasskey', { params: { passkeyId: passkey.id } }),
      'Passkey removida.',
    );
    if (feito) esquecerPasskey(passkey.id);
    setRemovendo(false);
  };

  return (
    <Paper withBorder radius="md" p="sm">
      {nome === null ? (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.nome}
            </Text>
            <Text size="xs" c="dimmed">
              {passkey.usada_em
                ? `Usada em ${localDateTime(passkey.usada_em)}`
                : `Cadastrada em ${localDateTime(passkey.criada_em)}`}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="xl"
              aria-label={`Renomear ${passkey.nome}`}
              onClick={() => setNome(passkey.nome)}
            >
              <IconPencil size={20} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color={DANGER}
              size="xl"
              aria-label={`Remover ${passkey.nome}`}
              onClick={() => setRemovendo(true)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        </Group>
      ) : (
        <Group wrap="nowrap" align="flex-end" gap="xs">
          <InputField
            label="Nome da passkey"
            value={nome}
            onChange={setNome}
            maxLength={60}
            style={{ flex: 1 }}
            data-autofocus
          />
          <ActionIcon size="xl" aria-label="Salvar nome" loading={ocupado} onClick={() => void renomear()}>
            <IconCheck size={20} />
          </ActionIcon>
          <ActionIcon size="xl" variant="default" aria-label="Cancelar" onClick={() => setNome(null)}>
            <IconX size={20} />
          </ActionIcon>
        </Group>
      )}
      {falha && (
        <Text size="sm" c="var(--mantine-color-error)" mt="xs">
          {falha}
        </Text>
      )}
      <ConfirmDialog
        opened={removendo}
        title="Remover passkey?"
        confirmLabel="Remover"
        confirmIcon={<IconTrash size={18} />}
        danger
        busy={ocupado}
        onCancel={() => setRemovendo(false)}
        onConfirm={() => void remover()}
      >
        {`"${passkey.nome}" deixa de entrar no RIP. A entrada com matrícula e senha continua valendo.`}
      </ConfirmDialog>
    </Paper>
  );
}

/**
 * Meus Dados' passkeys (issue 43): the officer registers this phone's after the password, and
 * names or removes any; the login screen then offers the finger first.
 */
export function PasskeysSection() {
  const read = useOfflineQuery('listPasskeys', {});
  const passkeys = read.data ?? [];
  // The mark this device keeps names one of the user's passkeys: nothing more to register here.
  const neste = passkeys.some((passkey) => passkey.id === passkeyNoAparelho());
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c="var(--rip-heading)">
            Entrar com a digital
          </Title>
          <Text size="sm" c="dimmed">
            Uma passkey deste celular troca a senha por um toque, também depois que a sessão expira.
          </Text>
        </div>
        {passkeys.length > 0 && (
          <Stack gap="xs" aria-label="Passkeys cadastradas">
            {passkeys.map((passkey) => (
              <Item key={passkey.id} passkey={passkey} mudou={read.refetch} />
            ))}
          </Stack>
        )}
        {neste ? (
          <Text size="sm" c="dimmed">
            Este celular já tem a sua digital: na próxima entrada, toque em "Entrar com a digital".
          </Text>
        ) : navegadorTemPasskeys() ? (
          <Cadastro cadastrada={read.refetch} />
        ) : (
          <Text size="sm">Este navegador não oferece passkeys.</Text>
        )}
      </Stack>
    </Paper>
  );
}
