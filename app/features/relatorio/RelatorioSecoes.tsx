/**
 * The report's read-only sections, drawn from the report's model (shared/secoes/modelo.ts) that
 * the PDF draws too, so the preview is the paper: each section only when it has data, in the
 * paper's order, with the same titles and rows. Items the report may leave out (people, cameras,
 * the location) carry the toggle; suspects and witnesses the summons.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ItemDaSecao } from '../../../shared/caso/relatorio-secao';
import { preenchidos } from '../../../shared/pdf/formato';
import { incluido, modeloDoRelatorio } from '../../../shared/secoes/modelo';
import { pendingSuffix, useIsRefused } from '../../components/form';
import type { CasoView } from '../casos/caso-view';
import { InclusaoSwitch } from './InclusaoSwitch';
import type { PessoaCasoView } from './IntimacaoDialog';

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p="md" shadow="xs" aria-label={titulo}>
      <Title order={2} size="h3" c="var(--rip-heading)" mb="sm">
        {titulo}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function Linhas({ linhas }: { linhas: ItemDaSecao['linhas'] }) {
  return (
    <Stack gap={2}>
      {preenchidos(linhas).map(([rotulo, valor]) => (
        <Text key={`${rotulo}|${valor}`} size="sm" lh={1.35} style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            {rotulo}:{' '}
          </Text>
          {valor}
        </Text>
      ))}
    </Stack>
  );
}

/** The image the paper prints, as this device holds it; nothing while it has none. */
function Imagem({ src, alt, tamanho }: { src: string | undefined; alt: string; tamanho?: number }) {
  if (!src) return null;
  const caixa = tamanho
    ? { width: tamanho, height: tamanho, objectFit: 'cover' as const, flexShrink: 0 }
    : {};
  return (
    <img
      src={src}
      alt={alt}
      style={{ display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: 8, ...caixa }}
    />
  );
}

/** What an item shows: its title, rows, text, list, images and the names and hashes of its media. */
function Conteudo({ item, refused, imagens }: { item: ItemDaSecao; refused: boolean; imagens: Imagens }) {
  return (
    <Stack gap={4}>
      {item.titulo && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.titulo}
          {item.offline ? pendingSuffix(refused) : ''}
        </Text>
      )}
      {item.subtitulo && (
        <Text size="xs" c="dimmed">
          {item.subtitulo}
        </Text>
      )}
      <Linhas linhas={item.linhas} />
      {item.texto && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.texto}
        </Text>
      )}
      {item.lista?.map((linha) => (
        <Text key={linha} size="sm">
          {linha}
        </Text>
      ))}
      {item.imagens?.map((imagem) => (
        <Imagem key={imagem.fonte} src={imagens[imagem.fonte]} alt={imagem.legenda ?? item.titulo ?? ''} />
      ))}
      {item.midias?.map((m) => (
        <Group key={m.id} gap={8} wrap="nowrap" align="flex-start">
          <Imagem src={imagens[m.id]} alt={m.nome} tamanho={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Badge variant="light" size="sm">
              {m.video ? 'Vídeo' : 'Foto'}
            </Badge>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {m.nome} · SHA-256 {m.sha256}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The report's images on this device, by media id (useImagensDoRelatorio). */
type Imagens = Readonly<Record<string, string>>;

interface SecoesProps {
  caso: CasoView;
  imagens: Imagens;
  editavel: boolean;
  /** Issue a summons (an official paper: the policy's pode_emitir_relatorio, whatever the window); null when not. */
  onIntimar: ((pessoa: PessoaCasoView) => void) | null;
}

function Item({ caso, imagens, item, editavel, onIntimar }: SecoesProps & { item: ItemDaSecao }) {
  const refused = useIsRefused()([item.id]);
  const { exclusao } = item;
  if (!exclusao) return <Conteudo item={item} refused={refused} imagens={imagens} />;
  const dentro = incluido(caso, exclusao.tipo, item.id);
  const pessoa = item.intimar && [...caso.suspeitos, ...caso.testemunhas].find((p) => p.id === item.id);
  return (
    // Left out: a dashed border, the text kept legible (contrast), the switch saying so.
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={dentro ? undefined : { borderStyle: 'dashed', borderColor: 'var(--mantine-color-gray-6)' }}
    >
      <Conteudo item={item} refused={refused} imagens={imagens} />
      <Group justify="space-between" align="center" mt="xs" gap="xs">
        <InclusaoSwitch
          casoId={caso.id}
          tipo={exclusao.tipo}
          id={item.id}
          nome={item.titulo ?? ''}
          incluido={dentro}
          versao={exclusao.versao}
          disabled={!editavel}
        />
        {pessoa && onIntimar && (
          <Button
            mt="xs"
            variant="light"
            leftSection={<IconFileText size={16} />}
            onClick={() => onIntimar(pessoa)}
          >
            Intimar
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** An item with nothing the screen shows (the croqui's image, printed only on the paper). */
const semNada = (item: ItemDaSecao) =>
  !item.titulo &&
  !item.texto &&
  !item.lista?.length &&
  !item.midias?.length &&
  preenchidos(item.linhas).length === 0;

export function RelatorioSecoes(props: SecoesProps) {
  const secoes = modeloDoRelatorio(props.caso)
    .map((secao) => ({ ...secao, itens: secao.itens.filter((item) => !semNada(item)) }))
    .filter((secao) => secao.itens.length > 0);
  return (
    <Stack gap="md">
      {secoes.map((secao) => (
        <Secao key={secao.secao} titulo={secao.titulo}>
          {secao.itens.map((item) => (
            <Item key={item.id} {...props} item={item} />
          ))}
        </Secao>
      ))}
    </Stack>
  );
}
