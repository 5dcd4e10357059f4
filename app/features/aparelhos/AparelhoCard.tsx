/**
 * One device of a user (issue 43), as 'Meus aparelhos' and the administrator's user screen show it:
 * its name, when it was registered and last seen, its open sessions, what it said waits in its
 * outbox, whether it was marked lost (and told); the actions the server's policy allows, each
 * confirmed and answered by the server before it shows.
 */
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconDeviceMobileOff, IconLogout, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { AparelhoDoUsuario } from '../../../shared/schemas/aparelhos';
import { ConfirmDialog, DANGER } from '../../components/form/actions/ConfirmDialog';
import { call } from '../../lib/api';
import { localDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/notify';
import { showError } from '../../lib/notify-error';

type Acao = 'encerrar' | 'perder' | 'liberar';

const PERGUNTAS: Record<Acao, { titulo: string; texto: string; botao: string; sucesso: string }> = {
  encerrar: {
    titulo: 'Encerrar as sessões?',
    texto: 'Quem estiver usando o aplicativo nesse aparelho precisará entrar de novo com a senha.',
    botao: 'Encerrar sessões',
    sucesso: 'Sessões encerradas.',
  },
  perder: {
    titulo: 'Marcar como perdido?',
    texto:
      'As sessões nesse aparelho terminam agora. Quando ele se conectar, apagará tudo o que leu do servidor; os itens que ainda não enviou ficam retidos nele, sem envio, até que o aparelho seja liberado. Ninguém entra nele até lá.',
    botao: 'Marcar como perdido',
    sucesso: 'Aparelho marcado como perdido.',
  },
  liberar: {
    titulo: 'Liberar o aparelho?',
    texto:
      'Libere só se o aparelho está de novo com quem deve. Depois de entrar nele com a senha, os itens retidos na fila serão enviados.',
    botao: 'Liberar aparelho',
    sucesso: 'Aparelho liberado.',
  },
};

function Dado({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

function pendentes(aparelho: AparelhoDoUsuario): string {
  if (aparelho.pendentes_em === null) return 'Não informado';
  const n = aparelho.pendentes;
  const quantos = n === 0 ? 'Nenhum' : n === 1 ? '1 item' : `${n} itens`;
  return `${quantos} (em ${localDateTime(aparelho.pendentes_em)})`;
}

export function AparelhoCard({ aparelho, mudou }: { aparelho: AparelhoDoUsuario; mudou: () => void }) {
  const [acao, setAcao] = useState<Acao | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const { policy } = aparelho;
  const params = { aparelhoId: aparelho.id };

  const executar = async (qual: Acao) => {
    setOcupado(true);
    try {
      if (qual === 'encerrar') await call('deleteAparelhoSessoes', { params });
      else await call('setAparelhoPerdido', { params, body: { perdido: qual === 'perder' } });
      showSuccess(PERGUNTAS[qual].sucesso);
      mudou();
    } catch (error) {
      showError(error, 'Não foi possível concluir');
    } finally {
      setOcupado(false);
      setAcao(null);
    }
  };

  const sessoes = aparelho.sessoes.length;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="aparelho" data-aparelho-id={aparelho.id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {aparelho.perdido_em ? (
            <IconDeviceMobileOff size={28} color="var(--mantine-color-red-7)" aria-hidden />
          ) : (
            <IconDeviceMobile size={28} aria-hidden />
          )}
          <div style={{ flex: 1 }}>
            <Text fw={700} lh={1.25}>
              {aparelho.nome}
            </Text>
            <Group gap={6} mt={4}>
              {aparelho.este && (
                <Badge color="teal.9" variant="filled">
                  Este aparelho
                </Badge>
              )}
              {aparelho.perdido_em && (
                <Badge color="red.9" variant="filled">
                  Perdido
                </Badge>
              )}
            </Group>
          </div>
        </Group>
        {aparelho.perdido_em && (
          <Text size="sm" c="var(--mantine-color-error)">
            Marcado como perdido em {localDateTime(aparelho.perdido_em)}.{' '}
            {aparelho.avisado_em
              ? `Conectou-se em ${localDateTime(aparelho.avisado_em)} e apagou o que tinha lido.`
              : 'Ainda não se conectou desde então.'}
            {!aparelho.este &&
              !policy.pode_liberar &&
              ' Só um administrador com autoridade sobre todos os usuários deste aparelho o libera.'}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="xs">
          <Dado label="Primeiro acesso" value={localDateTime(aparelho.registrado_em)} />
          <Dado label="Último acesso" value={localDateTime(aparelho.visto_em)} />
          <Dado
            label="Sessões abertas"
            value={
              sessoes === 0
                ? 'Nenhuma'
                : aparelho.sessoes.map((s) => `desde ${localDateTime(s.criada_em)}`).join('; ')
            }
          />
          <Dado label="Na fila" value={pendentes(aparelho)} />
        </SimpleGrid>
        {(policy.pode_encerrar || policy.pode_marcar_perdido || policy.pode_liberar) && (
          <Stack gap="xs">
            {policy.pode_encerrar && (
              <Button
                fullWidth
                variant="default"
                leftSection={<IconLogout size={18} />}
                onClick={() => setAcao('encerrar')}
              >
                Encerrar sessões
              </Button>
            )}
            {policy.pode_marcar_perdido && (
              <Button
                fullWidth
                // Chromium narrows this label by a few pixels after a resize, clipping its last letter.
                styles={{ label: { overflow: 'visible' } }}
                color={DANGER}
                variant="outline"
                leftSection={<IconDeviceMobileOff size={18} />}
                onClick={() => setAcao('perder')}
              >
                Marcar como perdido
              </Button>
            )}
            {policy.pode_liberar && (
              <Button
                fullWidth
                color="teal.9"
                leftSection={<IconShieldCheck size={18} />}
                onClick={() => setAcao('liberar')}
              >
                Liberar
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {acao && (
        <ConfirmDialog
          opened
          title={PERGUNTAS[acao].titulo}
          confirmLabel={PERGUNTAS[acao].botao}
          danger={acao === 'perder'}
          busy={ocupado}
          onConfirm={() => void executar(acao)}
          onCancel={() => setAcao(null)}
        >
          {`${aparelho.nome}: ${PERGUNTAS[acao].texto}`}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
