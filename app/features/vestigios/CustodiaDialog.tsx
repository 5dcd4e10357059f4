/**
 * The vestígio's page for a court (issue 11 item 6): each file's SHA-256 and the chain of custody
 * read from the server's tamper-evident log (online only) — who received, viewed, downloaded,
 * exported or deleted which file, when and from where.
 */
import { Alert, Badge, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import {
  IconCloudUpload,
  IconDownload,
  IconEye,
  IconFileText,
  IconFileZip,
  IconShieldCheck,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { formatDate } from '../../../shared/formatos/datas';
import { origemRotulo } from '../../../shared/midia-origem';
import { rotuloVestigio } from '../../../shared/options-caso';
import { linhasDaApreensao } from '../../../shared/schemas/apreensao';
import type { CustodiaEvento } from '../../../shared/schemas/vestigios';
import { Modal } from '../../components/Modal';
import { call } from '../../lib/api';
import { localDateTime } from '../../lib/format';
import type { VestigioView } from './caso-view';
import { MidiaOrigem } from './MidiaOrigem';
import classes from './Vestigios.module.css';

type Estado =
  | { tipo: 'carregando' }
  | { tipo: 'erro' }
  | { tipo: 'pronto'; eventos: CustodiaEvento[]; apreensao: [string, string][] };

/** The log's actions in the officer's words; an unknown one shows the server's own description. */
const ACOES: Record<string, { rotulo: string; icone: ReactNode; cor: string }> = {
  'custodia.captura': { rotulo: 'Recebida no servidor', icone: <IconCloudUpload size={12} />, cor: 'teal' },
  'custodia.visualizacao': { rotulo: 'Visualizada', icone: <IconEye size={12} />, cor: 'blue' },
  'custodia.download': { rotulo: 'Baixada', icone: <IconDownload size={12} />, cor: 'blue' },
  'custodia.exportacao': { rotulo: 'Exportada', icone: <IconFileZip size={12} />, cor: 'gold' },
  'custodia.relatorio': { rotulo: 'Impressa num relatório', icone: <IconFileText size={12} />, cor: 'gold' },
  'custodia.exclusao': { rotulo: 'Apagada', icone: <IconTrash size={12} />, cor: 'red' },
};

/** 'Foto 1', 'Foto 2', 'Vídeo' as the gallery names them; a file no longer there by its hash's start. */
export function nomesDasMidias(vestigio: VestigioView): Map<string, string> {
  let fotos = 0;
  return new Map(
    vestigio.midias.map((m) => {
      if (m.kind === 'photo') fotos += 1;
      return [m.id, m.kind === 'video' ? 'Vídeo' : `Foto ${fotos}`];
    }),
  );
}

/** The hash a deleted file's event keeps in its description. */
const HASH = /[0-9a-f]{64}/;

export function CustodiaDialog({
  casoId,
  vestigio,
  onClose,
}: {
  casoId: string;
  vestigio: VestigioView | null;
  onClose: () => void;
}) {
  const [estado, setEstado] = useState<Estado>({ tipo: 'carregando' });
  const vestigioId = vestigio?.id ?? null;
  useEffect(() => {
    if (!vestigioId) return;
    let ativo = true;
    setEstado({ tipo: 'carregando' });
    call('getVestigioCustodia', { params: { casoId, vestigioId } }).then(
      (resposta) =>
        ativo &&
        setEstado({
          tipo: 'pronto',
          eventos: resposta.eventos,
          // Issue 42: the seal the object was sealed under heads its chain.
          apreensao: linhasDaApreensao(resposta, formatDate).filter((l): l is [string, string] =>
            Boolean(l[1]),
          ),
        }),
      () => ativo && setEstado({ tipo: 'erro' }),
    );
    return () => {
      ativo = false;
    };
  }, [casoId, vestigioId]);

  const nomes = vestigio ? nomesDasMidias(vestigio) : new Map<string, string>();
  // The receipt says whether the app captured the file or it was imported (issue 27).
  const midias = new Map(vestigio?.midias.map((m) => [m.id, m]));
  const nomeDe = (evento: CustodiaEvento) => {
    if (!evento.media_id) return null;
    const nome = nomes.get(evento.media_id);
    if (nome) return nome;
    const hash = HASH.exec(evento.descricao)?.[0];
    return hash ? `Arquivo apagado (${hash.slice(0, 12)}…)` : 'Arquivo apagado';
  };

  return (
    <Modal opened={vestigio !== null} onClose={onClose} title="Cadeia de custódia" size={6}>
      {vestigio && (
        <Stack gap="md">
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <IconShieldCheck size={18} aria-hidden />
              <Text fw={700}>{rotuloVestigio(vestigio.tipo)}</Text>
            </Group>
            {estado.tipo === 'pronto' &&
              estado.apreensao.map(([rotulo, valor]) => (
                <Text key={rotulo} size="sm">
                  {rotulo}: <strong>{valor}</strong>
                </Text>
              ))}
            {vestigio.midias.map((m) => (
              <div key={m.id}>
                <Text size="sm" fw={600}>
                  {nomes.get(m.id)}
                </Text>
                <Text size="xs" ff="monospace" className={classes.hash}>
                  SHA-256 {m.sha256}
                </Text>
                <MidiaOrigem midia={m} completa />
              </div>
            ))}
          </Stack>
          {estado.tipo === 'carregando' && <Loader aria-label="Carregando a custódia" />}
          {estado.tipo === 'erro' && (
            <Alert color="red" variant="light" role="alert">
              Erro na requisição.
            </Alert>
          )}
          {estado.tipo === 'pronto' &&
            (estado.eventos.length === 0 ? (
              <Text>Nenhum log encontrado.</Text>
            ) : (
              <Timeline bulletSize={22} lineWidth={2} aria-label="Eventos de custódia">
                {estado.eventos.map((evento) => {
                  const acao = ACOES[evento.acao];
                  const nome = nomeDe(evento);
                  const midiaDoEvento = midias.get(evento.media_id ?? '');
                  return (
                    <Timeline.Item
                      key={evento.id}
                      bullet={acao?.icone}
                      color={acao?.cor}
                      title={
                        <Group gap={6} wrap="wrap">
                          <Text fw={600} size="sm">
                            {acao?.rotulo ?? evento.descricao}
                          </Text>
                          {nome && (
                            <Badge variant="light" color="gray" size="sm">
                              {nome}
                            </Badge>
                          )}
                        </Group>
                      }
                    >
                      {evento.acao === 'custodia.captura' && midiaDoEvento && (
                        <Text size="xs">{origemRotulo(midiaDoEvento)}</Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {localDateTime(evento.created_at)}
                        {evento.user ? ` · ${evento.user.name} (${evento.user.matricula})` : ''}
                        {evento.ip ? ` · IP ${evento.ip}` : ''}
                      </Text>
                    </Timeline.Item>
                  );
                })}
              </Timeline>
            ))}
        </Stack>
      )}
    </Modal>
  );
}
