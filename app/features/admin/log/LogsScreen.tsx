/**
 * The system log (spec §2.3 Logs, §9): the chain's state at the top, the level filter ('' all,
 * 'Info', 'ERROR', 'WARNING'), the user, case and period filters, the table by page from page 1
 * with the message cut to 200 characters, and the whole row in a detail view. Online only: the log
 * is what the server holds now, and each read of it is recorded there.
 */
import { Button, Collapse, Group, Pagination, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFilter, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { SCREENS } from '../../../../shared/routes';
import type { LOG_NIVEIS, LogEntry, LogQuery } from '../../../../shared/schemas/logs';
import {
  ChoiceField,
  EmptyView,
  InputField,
  LoadingView,
  OfflineNotice,
  ScreenHeader,
} from '../../../components/form';
import { localDateTime } from '../../../lib/format';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import { CadeiaStatus } from './CadeiaStatus';
import { LogDetalhe } from './LogDetalhe';
import { mensagemCurta, NIVEIS, NIVEL_COR } from './log-view';

type Nivel = (typeof LOG_NIVEIS)[number];

interface Filtros {
  level: Nivel;
  matricula: string;
  casoId: string;
  de: string;
  ate: string;
}

const SEM_FILTROS: Filtros = { level: '', matricula: '', casoId: '', de: '', ate: '' };

function queryOf(filtros: Filtros, page: number): LogQuery {
  const query: LogQuery = { page, level: filtros.level };
  if (/^\d{7}$/.test(filtros.matricula)) query.matricula = filtros.matricula;
  if (filtros.casoId.trim()) query.casoId = filtros.casoId.trim();
  if (filtros.de) query.de = filtros.de;
  if (filtros.ate) query.ate = filtros.ate;
  return query;
}

export default function LogsScreen() {
  const [filtros, setFiltros] = useState<Filtros>(SEM_FILTROS);
  const [page, setPage] = useState(1);
  const [maisFiltros, setMaisFiltros] = useState(false);
  const [aberto, setAberto] = useState<LogEntry | null>(null);
  const read = useOfflineQuery('listLogs', { query: queryOf(filtros, page) });

  const mudar = (patch: Partial<Filtros>) => {
    setFiltros((atual) => ({ ...atual, ...patch }));
    setPage(1);
  };
  const total = read.data?.total ?? 0;
  const paginas = read.data ? Math.max(1, Math.ceil(total / read.data.pageSize)) : 1;
  const matriculaIncompleta = filtros.matricula !== '' && !/^\d{7}$/.test(filtros.matricula);
  const outros = [filtros.matricula, filtros.casoId, filtros.de, filtros.ate].filter(Boolean).length;

  return (
    <Stack gap="md">
      <ScreenHeader title="Logs" count={read.data ? total : undefined} back={SCREENS.PainelAdmin.path} />
      <CadeiaStatus />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <ChoiceField
          label="Nível"
          data={NIVEIS.map((n) => ({ ...n }))}
          value={filtros.level}
          onChange={(value) => mudar({ level: (value ?? '') as Nivel })}
          allowDeselect={false}
          style={{ flex: 1 }}
        />
        <Button
          variant={outros > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={18} />}
          onClick={() => setMaisFiltros((v) => !v)}
          aria-expanded={maisFiltros}
        >
          Filtros{outros > 0 ? ` (${outros})` : ''}
        </Button>
      </Group>
      <Collapse expanded={maisFiltros}>
        <Stack gap="sm">
          <InputField
            label="Matrícula do usuário"
            inputMode="numeric"
            maxLength={7}
            value={filtros.matricula}
            onChange={(valor) => mudar({ matricula: valor.replace(/\D/g, '').slice(0, 7) })}
            error={matriculaIncompleta ? 'A matrícula deve conter exatamente 7 dígitos.' : undefined}
          />
          <InputField
            label="Caso (identificador interno)"
            description="Abra um registro e toque em “Só deste caso”"
            value={filtros.casoId}
            onChange={(valor) => mudar({ casoId: valor })}
          />
          <SimpleGrid cols={2} spacing="sm">
            <InputField
              label="De"
              type="date"
              value={filtros.de}
              onChange={(valor) => mudar({ de: valor })}
            />
            <InputField
              label="Até"
              type="date"
              value={filtros.ate}
              onChange={(valor) => mudar({ ate: valor })}
            />
          </SimpleGrid>
          {outros > 0 && (
            <Button variant="subtle" onClick={() => mudar({ ...SEM_FILTROS, level: filtros.level })}>
              Limpar filtros
            </Button>
          )}
        </Stack>
      </Collapse>
      {read.offline && <OfflineNotice>o log só é lido com conexão.</OfflineNotice>}
      {read.loading ? (
        <LoadingView label="Carregando o log" blocks={[48, 48, 48, 48]} />
      ) : !read.data ? (
        read.offline ? null : (
          <EmptyView
            icon={<IconListDetails size={34} />}
            title="Não foi possível carregar o log."
            text={read.error instanceof Error ? read.error.message : undefined}
          />
        )
      ) : read.data.data.length === 0 ? (
        <EmptyView icon={<IconListDetails size={34} />} title="Nenhum log encontrado." />
      ) : (
        <>
          <Table
            striped
            highlightOnHover
            verticalSpacing={6}
            horizontalSpacing={6}
            fz="sm"
            aria-label="Registros do log"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Nível</Table.Th>
                <Table.Th>Mensagem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {read.data.data.map((log) => (
                <Table.Tr key={log.id} onClick={() => setAberto(log)} style={{ cursor: 'pointer' }}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Text size="xs">{localDateTime(log.created_at).replace(' ', '\n')}</Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text size="xs" fw={700}>
                      <span
                        aria-hidden
                        style={{
                          display: 'inline-block',
                          width: 8,
                          height: 8,
                          borderRadius: 4,
                          marginRight: 4,
                          background: `var(--mantine-color-${NIVEL_COR[log.level] ?? 'gray'}-6)`,
                        }}
                      />
                      {log.level}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    <button
                      type="button"
                      onClick={() => setAberto(log)}
                      style={{ all: 'unset', cursor: 'pointer', display: 'block' }}
                      aria-label={`Ver registro ${log.id}`}
                    >
                      <Text size="sm" lh={1.35}>
                        {mensagemCurta(log.message)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {log.user ? `${log.user.name} · ${log.user.matricula}` : 'Sistema'}
                      </Text>
                    </button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {paginas > 1 && (
            // Arrows and where one is: numbered pages at a thumb's size do not fit a phone's line.
            <Pagination.Root total={paginas} value={page} onChange={setPage} size="xl">
              <Group justify="center" gap="sm" wrap="nowrap">
                <Pagination.Previous aria-label="Página anterior" />
                <Text size="sm" aria-live="polite">
                  Página {page} de {paginas}
                </Text>
                <Pagination.Next aria-label="Próxima página" />
              </Group>
            </Pagination.Root>
          )}
        </>
      )}
      <LogDetalhe
        log={aberto}
        onClose={() => setAberto(null)}
        onFiltrarUsuario={(matricula) => {
          mudar({ matricula });
          setMaisFiltros(true);
          setAberto(null);
        }}
        onFiltrarCaso={(casoId) => {
          mudar({ casoId });
          setMaisFiltros(true);
          setAberto(null);
        }}
      />
    </Stack>
  );
}
