/**
 * The report (spec §2.3 'Report'): the progress of §4 (n/10) with what is still missing, the PDF
 * made on the device (offline too, from the cached case and the images kept here) or by the server,
 * the summons issued, and the read-only sections with the toggles that leave items out. Issuing the
 * report and the summons is offered as the server's policy says (pode_emitir_relatorio: a member,
 * also once the case is frozen; never a justified reader).
 */
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudDown, IconDeviceMobile, IconFileText } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { dataPdf } from '../../../shared/pdf/formato';
import { arquivoDaIntimacao } from '../../../shared/pdf/intimacao';
import { emissorDaSessao } from '../../../shared/pdf/papel';
import { itensRelatorio, RELATORIO_ITENS } from '../../../shared/relatorio';
import { CasoFrame, CasoUnavailable, Notice } from '../../components/form';
import { call } from '../../lib/api';
import { showSuccess } from '../../lib/notify';
import { showError } from '../../lib/notify-error';
import { useSession } from '../../lib/session';
import type { CasoView } from '../casos/caso-view';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { IntimacaoDialog, type PessoaCasoView } from './IntimacaoDialog';
import { croquiParaRelatorio } from './imagens';
import { OutroCasoSelecionado } from './OutroCasoSelecionado';
import { RelatorioSecoes } from './RelatorioSecoes';
import { useCasoDoRelatorio } from './useCasoDoRelatorio';
import { useImagensDoRelatorio } from './useImagensDoRelatorio';

const TITULO = 'Relatório de Investigação Preliminar';

/** 'Emitida em 21/11/2026 por Ivo · assina Ana (delegado(a) da equipe)': the summons as issued. */
function emitida(i: CasoView['intimacoes'][number]): string {
  const assina = i.delegado
    ? `assina ${i.delegado}${i.delegado_origem === 'equipe' ? ' (delegado(a) da equipe)' : ''}`
    : 'sem delegado(a) na equipe';
  return `Emitida em ${dataPdf(i.created_at)} por ${i.user.name} · ${assina}`;
}

export default function RelatorioScreen() {
  const read = useCasoDoRelatorio();
  const { caso } = read;
  const { user } = useSession();
  const { online } = useNetwork();
  const [gerando, setGerando] = useState<'aparelho' | 'servidor' | null>(null);
  const [intimar, setIntimar] = useState<PessoaCasoView | null>(null);
  // One issue, one id: kept until the server answers with the PDF, so that tapping again after a
  // lost answer (or the balancer resending it) gets the same report, never a second one.
  const emissao = useRef<{ casoId: string; id: string } | null>(null);

  const imagens = useImagensDoRelatorio(caso ?? null, online);
  const casoId = caso?.id;
  const policy = useCasoPolicy(caso);
  useEffect(() => {
    // Once per visit with signal, kept for a paper made later without it.
    if (casoId && online) void croquiParaRelatorio(casoId);
  }, [casoId, online]);
  useEffect(() => {
    // The renderer is a large chunk (precached for offline use): parse it before the click.
    const timer = setTimeout(() => void import('./pdf-aparelho').then((m) => m.preparar()), 300);
    return () => clearTimeout(timer);
  }, []);

  if (!caso || !user) {
    return <CasoUnavailable title={TITULO} state={read} noCasoText="Abra um caso para ver o relatório." />;
  }

  const { relatorio: _n, ...contagens } = caso.contagens;
  const itens = itensRelatorio(contagens);
  const feitos = itens.filter((i) => i.preenchido).length;
  const faltam = itens.filter((i) => !i.preenchido);
  const editavel = policy.pode_editar;
  const podeEmitir = policy.pode_emitir_relatorio;
  const nomeArquivo = `relatorio-${caso.identificador ?? caso.id}.pdf`;
  const emissor = emissorDaSessao(user);

  const noAparelho = async () => {
    setGerando('aparelho');
    try {
      const { relatorioNoAparelho, entregar } = await import('./pdf-aparelho');
      const { blob } = await relatorioNoAparelho(caso, emissor, await croquiParaRelatorio(caso.id));
      entregar(blob, nomeArquivo.replace(/\.pdf$/, '-copia-provisoria.pdf'));
      showSuccess(
        'Cópia provisória gerada: não verificável até ser emitida pelo servidor. O relatório oficial será emitido quando houver conexão.',
      );
    } catch (error) {
      showError(error, 'Não foi possível gerar o relatório');
    } finally {
      setGerando(null);
    }
  };

  const noServidor = async () => {
    setGerando('servidor');
    if (emissao.current?.casoId !== caso.id) emissao.current = { casoId: caso.id, id: crypto.randomUUID() };
    try {
      const blob = await call('createRelatorio', {
        params: { casoId: caso.id },
        body: { id: emissao.current.id },
      });
      emissao.current = null;
      const { entregar } = await import('./pdf-aparelho');
      entregar(blob, nomeArquivo);
      showSuccess('Relatório gerado pelo servidor.');
    } catch (error) {
      showError(error, 'Não foi possível gerar o relatório');
    } finally {
      setGerando(null);
    }
  };

  const intimacaoPdf = async (id: string, servidor: boolean) => {
    const intimacao = caso.intimacoes.find((i) => i.id === id);
    if (!intimacao) return;
    try {
      const { intimacaoNoAparelho, entregar } = await import('./pdf-aparelho');
      const blob = servidor
        ? await call('getIntimacaoPdf', { params: { casoId: caso.id, intimacaoId: id } })
        : await intimacaoNoAparelho(intimacao, caso);
      entregar(blob, arquivoDaIntimacao(intimacao.nome));
    } catch (error) {
      showError(error, 'Não foi possível gerar a intimação');
    }
  };

  return (
    <CasoFrame
      title={TITULO}
      caso={caso}
      offline={read.offline}
      offlineText="o relatório sai dos dados salvos neste aparelho."
      policy={policy}
    >
      {read.outroSelecionado && (
        <OutroCasoSelecionado caso={caso} selecionado={read.outroSelecionado} selecionar={read.selecionar} />
      )}
      <Paper withBorder radius="lg" p="md" shadow="xs">
        <Group justify="space-between" mb={6}>
          <Text fw={600}>Progresso do relatório</Text>
          <Text fw={700} aria-label="Progresso">
            {feitos}/{RELATORIO_ITENS}
          </Text>
        </Group>
        <Progress
          value={(feitos / RELATORIO_ITENS) * 100}
          size="lg"
          radius="xl"
          color={feitos === RELATORIO_ITENS ? 'teal' : 'gold.6'}
          aria-label={`${feitos} de ${RELATORIO_ITENS} itens preenchidos`}
        />
        {faltam.length > 0 && (
          <Notice mt="md" color="orange" icon={IconAlertTriangle} title="Falta preencher" compact>
            {faltam.map((i) => i.rotulo).join(', ')}.
          </Notice>
        )}
        {podeEmitir ? (
          <Stack gap="xs" mt="md">
            <Button
              size="sm"
              h={46}
              leftSection={<IconDeviceMobile size={18} />}
              loading={gerando === 'aparelho'}
              disabled={gerando !== null}
              onClick={() => void noAparelho()}
              color="gold.5"
              c="navy.9"
            >
              Gerar PDF no aparelho
            </Button>
            <Button
              size="sm"
              h={46}
              variant="light"
              leftSection={<IconCloudDown size={18} />}
              loading={gerando === 'servidor'}
              disabled={gerando !== null || !online || caso.offline}
              onClick={() => void noServidor()}
            >
              Gerar PDF no servidor
            </Button>
            {!online && (
              <Text size="xs" c="dimmed">
                O PDF do servidor precisa de conexão; o do aparelho funciona sem ela.
              </Text>
            )}
            {!editavel && (
              <Text size="xs" c="dimmed">
                O caso não muda mais, mas o relatório oficial continua podendo ser emitido.
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" mt="md">
            O relatório oficial e as intimações são emitidos por quem participa do caso: quem o criou, a
            equipe e com quem foi compartilhado.
          </Text>
        )}
      </Paper>
      {caso.intimacoes.length > 0 && (
        <Paper withBorder radius="lg" p="md" shadow="xs" component="section" aria-label="Intimações">
          <Text fw={700} mb="xs">
            Intimações
          </Text>
          <Stack gap="xs">
            {caso.intimacoes.map((i) => (
              <Stack key={i.id} gap={6}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {i.nome} — {dataPdf(i.data)} às {i.hora}
                </Text>
                <Text size="xs" c="dimmed">
                  {emitida(i)}
                </Text>
                <Group gap="xs" grow wrap="nowrap">
                  <Button
                    variant="light"
                    leftSection={<IconFileText size={14} />}
                    onClick={() => void intimacaoPdf(i.id, false)}
                  >
                    PDF
                  </Button>
                  <Button
                    variant="default"
                    disabled={!online || caso.offline}
                    onClick={() => void intimacaoPdf(i.id, true)}
                    aria-label={`PDF do servidor da intimação de ${i.nome}`}
                  >
                    Servidor
                  </Button>
                </Group>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      <RelatorioSecoes
        caso={caso}
        imagens={imagens}
        editavel={editavel}
        onIntimar={podeEmitir ? setIntimar : null}
      />
      <IntimacaoDialog caso={caso} pessoa={intimar} onClose={() => setIntimar(null)} />
    </CasoFrame>
  );
}
