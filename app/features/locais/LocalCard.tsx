/** A saved spot — the scene or a camera — as its list shows it, with its map and its delete. */
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { mediaEndpoints } from '../../../shared/api/documentos';
import { formatCep } from '../../../shared/formatos/text';
import { formatCoordenadas, latitudeDe, linkMapa, longitudeDe } from '../../../shared/geo';
import { CONDICOES, rotuloCondicao } from '../../../shared/options-caso';
import type { LocalCrime } from '../../../shared/schemas/locais';
import { localDateTime } from '../../lib/format';
import { urlOf } from '../../lib/request';
import { CidadeAConfirmar, type PreencherCidade } from './CidadeAConfirmar';
import classes from './Locais.module.css';
import { MapaLocal } from './MapaLocal';

export type LocalizacaoView = Omit<LocalCrime, 'condicoes'> & {
  condicoes?: LocalCrime['condicoes'];
  offline: boolean;
};

function linhasDoEndereco(local: LocalizacaoView): string[] {
  const rua = [local.rua, local.numero].filter(Boolean).join(', ');
  const cidade = local.cidade ? `${local.cidade.nome} / ${local.cidade.uf}` : local.estado;
  return [rua, local.bairro, cidade, local.cep && `CEP ${formatCep(local.cep)}`, local.complemento].filter(
    (linha): linha is string => Boolean(linha),
  );
}

function MapaDoLocal({ local }: { local: LocalizacaoView }) {
  const { online } = useNetwork();
  const [falhou, setFalhou] = useState(false);
  const { coordenadas } = local;
  // Spec §8 Media: without a position there is no map of the place to show.
  if (!coordenadas) {
    return (
      <Text size="sm" c="dimmed">
        Local não possui imagens!
      </Text>
    );
  }
  if (local.mapa_media_id && !falhou) {
    return (
      <img
        className={classes.imagem}
        src={urlOf(mediaEndpoints.getMedia, { mediaId: local.mapa_media_id })}
        alt={`Mapa em ${formatCoordenadas(coordenadas)}`}
        onError={() => setFalhou(true)}
      />
    );
  }
  if (!online) return null;
  return (
    <MapaLocal
      latitude={latitudeDe(coordenadas)}
      longitude={longitudeDe(coordenadas)}
      label={`Mapa em ${formatCoordenadas(coordenadas)}`}
    />
  );
}

/** Conditions whose value is a judgement ('Boa', 'Ordenado'), shown with what they judge. */
const JULGAMENTOS = new Set(['qualidade', 'higiene', 'organizacao']);

interface LocalCardProps {
  local: LocalizacaoView;
  titulo: string;
  onDelete?: () => void;
  /** Lets the user give the city of a spot saved without one; left out when they may not change the case. */
  preencher?: PreencherCidade;
}

export function LocalCard({ local, titulo, onDelete, preencher }: LocalCardProps) {
  const { coordenadas, condicoes } = local;
  const resumo = condicoes
    ? Object.entries(condicoes)
        .filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => Boolean(entry[1]))
        // 'Boa' or 'Ordenado' alone say nothing: a judgement carries what it judges.
        .map(([campo, valor]) =>
          JULGAMENTOS.has(campo) ? `${CONDICOES[campo]}: ${rotuloCondicao(valor)}` : rotuloCondicao(valor),
        )
    : [];
  return (
    <Paper component="article" withBorder radius="lg" p="md" shadow="xs" aria-label={titulo}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>{titulo}</Text>
              {local.offline && (
                <Badge color="gray" variant="light">
                  Offline
                </Badge>
              )}
            </Group>
            {linhasDoEndereco(local).map((linha) => (
              <Text key={linha} size="sm">
                {linha}
              </Text>
            ))}
            <CidadeAConfirmar
              spotId={local.id}
              titulo={titulo}
              versao={local.versao}
              confirmada={Boolean(local.cidade)}
              pelaPosicao={local.offline && coordenadas !== null}
              preencher={preencher}
            />
          </Stack>
          {onDelete && (
            <ActionIcon
              variant="light"
              color="red"
              size={44}
              radius="md"
              aria-label={`Apagar ${titulo}`}
              onClick={onDelete}
            >
              <IconTrash size={22} />
            </ActionIcon>
          )}
        </Group>
        <MapaDoLocal local={local} />
        {coordenadas ? (
          <Stack gap={2}>
            <Group gap="xs" justify="space-between">
              <Text size="sm" ff="monospace">
                {formatCoordenadas(coordenadas)}
              </Text>
              <Button
                component="a"
                href={linkMapa(coordenadas)}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                px="xs"
                rightSection={<IconExternalLink size={16} />}
              >
                Abrir no mapa
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {local.precisao_m !== null
                ? `Precisão de ${Math.round(local.precisao_m)} m${local.obtida_em ? `, lida em ${localDateTime(local.obtida_em)}` : ''}`
                : 'Posição marcada à mão.'}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            Sem coordenadas: endereço informado à mão.
          </Text>
        )}
        {resumo.length > 0 && (
          <Group gap={6}>
            {resumo.map((item) => (
              <Badge key={item} variant="light" color="navy" tt="none">
                {item}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
