/**
 * The report's read-only sections, each shown only when it has data (spec §2.3 'Report'): case
 * data, timeline, location, means, cameras, victims, suspects, witnesses, team, notes and media.
 * People, cameras and the location carry the toggle that leaves them out of the report.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { CONDICOES, rotuloCondicao, rotuloVestigio } from '../../../shared/options-caso';
import { dataHoraPdf, dataPdf, enderecoLinha } from '../../../shared/pdf/formato';
import { incluido } from '../../../shared/pdf/relatorio';
import { linhasPessoa } from '../../../shared/pdf/relatorio-pessoas';
import type { RelatorioItemTipo } from '../../../shared/schemas/relatorio';
import { pendingSuffix, useIsRefused } from '../../components/form';
import type { CasoView } from '../casos/caso-view';
import { EquipePainel } from '../equipe/EquipePainel';
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

/** A section of rows, left out while it has none. */
function SecaoDe<T extends { id: string }>({
  titulo,
  itens,
  children,
}: {
  titulo: string;
  itens: readonly T[];
  children: (item: T, indice: number) => ReactNode;
}) {
  if (itens.length === 0) return null;
  return (
    <Secao titulo={titulo}>
      {itens.map((item, indice) => (
        <Fragment key={item.id}>{children(item, indice)}</Fragment>
      ))}
    </Secao>
  );
}

function Linhas({ linhas }: { linhas: [string, string | null | undefined][] }) {
  const cheias = linhas.filter(([, v]) => v && v.trim() !== '');
  return (
    <Stack gap={2}>
      {cheias.map(([rotulo, valor]) => (
        <Text key={rotulo} size="sm" lh={1.35}>
          <Text span c="dimmed" size="sm">
            {rotulo}:{' '}
          </Text>
          {valor}
        </Text>
      ))}
    </Stack>
  );
}

interface ItemProps {
  caso: CasoView;
  tipo: RelatorioItemTipo;
  /** The row the switch leaves in or out of the report. */
  registro: { id: string; versao: number; offline?: boolean };
  nome: string;
  editavel: boolean;
  children?: ReactNode;
  extra?: ReactNode;
}

function Item({ caso, tipo, registro, nome, editavel, children, extra }: ItemProps) {
  const { id, versao, offline } = registro;
  const dentro = incluido(caso, tipo, id);
  const refused = useIsRefused()([id]);
  return (
    // Left out: a dashed border, the text kept legible (contrast), the switch saying so.
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={dentro ? undefined : { borderStyle: 'dashed', borderColor: 'var(--mantine-color-gray-6)' }}
    >
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {nome}
        {offline ? pendingSuffix(refused) : ''}
      </Text>
      {children}
      <Group justify="space-between" align="center" mt="xs" gap="xs">
        <InclusaoSwitch
          casoId={caso.id}
          tipo={tipo}
          id={id}
          nome={nome}
          incluido={dentro}
          versao={versao}
          disabled={!editavel}
        />
        {extra}
      </Group>
    </Paper>
  );
}

interface SecoesProps {
  caso: CasoView;
  editavel: boolean;
  /** Issue a summons (an official paper: the policy's pode_emitir_relatorio, whatever the window); null when not. */
  onIntimar: ((pessoa: PessoaCasoView) => void) | null;
}

function Pessoas({
  caso,
  lista,
  tipo,
  titulo,
  editavel,
  onIntimar,
}: SecoesProps & {
  lista: PessoaCasoView[];
  tipo: 'vitima' | 'testemunha' | 'suspeito';
  titulo: string;
}) {
  return (
    <SecaoDe titulo={titulo} itens={lista}>
      {(p) => (
        <Item
          caso={caso}
          tipo={tipo}
          registro={p}
          nome={p.pessoa.nome}
          editavel={editavel}
          extra={
            tipo !== 'vitima' &&
            onIntimar && (
              <Button
                mt="xs"
                variant="light"
                leftSection={<IconFileText size={16} />}
                onClick={() => onIntimar(p)}
              >
                Intimar
              </Button>
            )
          }
        >
          <Linhas linhas={linhasPessoa(p, caso.vitimas)} />
        </Item>
      )}
    </SecaoDe>
  );
}

export function RelatorioSecoes(props: SecoesProps) {
  const { caso, editavel } = props;
  return (
    <Stack gap="md">
      <Secao titulo="Dados do caso">
        <Linhas
          linhas={[
            ['Nome', caso.name],
            ['Identificador', caso.identificador],
            ['Aberto em', dataPdf(caso.created_at)],
            ['Aberto por', caso.user.name],
            ['Delegado', caso.delegado?.name],
          ]}
        />
      </Secao>
      {caso.acionamentos.length > 0 && (
        <Secao titulo="Cronologia">
          <Linhas linhas={caso.acionamentos.map((a) => [dataHoraPdf(a.horario), a.tipo])} />
        </Secao>
      )}
      <SecaoDe titulo="Local do Crime" itens={caso.geolocalizacao_caso}>
        {(l) => (
          <Item
            caso={caso}
            tipo="local"
            registro={l}
            nome={enderecoLinha(l) || 'Local do crime'}
            editavel={editavel}
          >
            <Linhas
              linhas={Object.entries(l.condicoes ?? {}).map(([campo, valor]) => [
                CONDICOES[campo] ?? campo,
                valor ? rotuloCondicao(valor) : null,
              ])}
            />
          </Item>
        )}
      </SecaoDe>
      <SecaoDe titulo="Meios" itens={caso.meios}>
        {(m, i) => (
          <Linhas
            linhas={[
              [
                `Meio ${i + 1}`,
                m.instrumento_crime === 'Outro' ? m.outro_instrumento_crime : m.instrumento_crime,
              ],
              ['Calibres', m.calibres.join(', ')],
              ['Transporte', m.meio_transporte],
            ]}
          />
        )}
      </SecaoDe>
      <SecaoDe titulo="Câmeras de Segurança" itens={caso.geolocalizacao_camera}>
        {(c, i) => (
          <Item caso={caso} tipo="camera" registro={c} nome={`Câmera ${i + 1}`} editavel={editavel}>
            <Text size="sm">{enderecoLinha(c)}</Text>
          </Item>
        )}
      </SecaoDe>
      <Pessoas {...props} lista={caso.vitimas} tipo="vitima" titulo="Vítimas" />
      <Pessoas {...props} lista={caso.suspeitos} tipo="suspeito" titulo="Suspeitos" />
      <Pessoas {...props} lista={caso.testemunhas} tipo="testemunha" titulo="Testemunhas" />
      {caso.equipe.length > 0 && (
        <Paper withBorder radius="lg" p="md" shadow="xs">
          <EquipePainel caso={caso} relatorio />
        </Paper>
      )}
      <SecaoDe titulo="Anotações" itens={caso.anotacoes}>
        {(a) => (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {a.user.name} — {dataHoraPdf(a.created_at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {a.anotacao}
            </Text>
          </Stack>
        )}
      </SecaoDe>
      <SecaoDe titulo="Mídias" itens={caso.vestigios}>
        {(v, i) => (
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>Vestígio {i + 1}</Text>
              <Badge variant="light">{rotuloVestigio(v.tipo)}</Badge>
            </Group>
            {v.descricao && <Text size="sm">{v.descricao}</Text>}
            {v.midias.map((m) => (
              <Text key={m.id} size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {m.kind === 'video' ? 'Vídeo' : 'Foto'} · SHA-256 {m.sha256}
              </Text>
            ))}
          </Stack>
        )}
      </SecaoDe>
    </Stack>
  );
}
