import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendar,
  IconCloudOff,
  IconCloudUpload,
  IconDeviceCctv,
  IconEye,
  IconFilePlus,
  IconFolderQuestion,
  IconFolders,
  IconLock,
  IconMap2,
  IconMapPin,
  IconNotes,
  IconPhoto,
  IconRefresh,
  IconReportAnalytics,
  IconShare,
  IconShieldLock,
  IconTimeline,
  IconTool,
  IconUser,
  IconUserExclamation,
  IconUserQuestion,
  IconUsersGroup,
  IconUserX,
} from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { CasoTile } from '../../../shared/schemas/casos';
import { setCasoSelecionado } from '../../lib/caso-selecionado';
import { describeError } from '../../lib/errors';
import { dataHoraLocal, dataLocal } from '../../lib/format';
import { useSession } from '../../lib/session';
import classes from './CasoHubScreen.module.css';
import type { CasoView } from './caso-view';
import { prazoEncerrado, TILE_LABELS, textoContagem, tilesVisiveis } from './hub';
import { casoQueryKey, useCasoAtual } from './useCaso';

/**
 * Where a long label may break on a half-width tile at 360 px; Chromium on Linux has no pt-BR
 * hyphenation dictionary, so `hyphens: auto` alone would cut the word anywhere.
 */
const TILE_QUEBRAS: Partial<Record<CasoTile, string>> = { compartilhamento: 'Compartilha\u00ADmento' };

const TILE_ICONS: Record<CasoTile, ReactNode> = {
  vitima: <IconUserX size={26} />,
  testemunha: <IconUserExclamation size={26} />,
  suspeito: <IconUserQuestion size={26} />,
  geolocalizacaoCaso: <IconMapPin size={26} />,
  equipe: <IconUsersGroup size={26} />,
  meios: <IconTool size={26} />,
  vestigio: <IconPhoto size={26} />,
  camera_seguranca: <IconDeviceCctv size={26} />,
  anotacaoComplementar: <IconNotes size={26} />,
  acionamentos: <IconTimeline size={26} />,
  relatorio: <IconReportAnalytics size={26} />,
  compartilhamento: <IconShare size={26} />,
  croqui: <IconMap2 size={26} />,
};

function Cabecalho({ caso }: { caso: CasoView }) {
  return (
    <section className={classes.cabecalho} aria-labelledby="caso-nome">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text component="span" className={classes.rotulo}>
          Caso
        </Text>
        {caso.identificador ? (
          <Badge color="gold.5" c="navy.9" variant="filled" radius="sm" size="lg" className={classes.numero}>
            {caso.identificador}
          </Badge>
        ) : (
          <Badge
            color="orange.1"
            c="orange.9"
            variant="filled"
            radius="sm"
            size="lg"
            leftSection={<IconCloudUpload size={14} aria-hidden />}
          >
            Aguardando sincronização
          </Badge>
        )}
      </Group>
      <Title order={2} id="caso-nome" className={classes.nome}>
        {caso.name}
      </Title>
      <div className={classes.meta}>
        <span className={classes.metaItem}>
          <IconCalendar size={16} aria-hidden />
          Criado em {dataLocal(caso.created_at)}
        </span>
        <span className={classes.metaItem}>
          <IconUser size={16} aria-hidden />
          {caso.user.name}
        </span>
      </div>
    </section>
  );
}

function Avisos({ caso, semConexao }: { caso: CasoView; semConexao: boolean }) {
  return (
    <>
      {caso.acesso === 'justificado' && (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconEye size={20} />}
          title="Acesso somente leitura"
        >
          Você abriu este caso por justificativa: pode consultá-lo, mas não alterá-lo.
        </Alert>
      )}
      {caso.acesso === 'membro' && prazoEncerrado(caso.editavel_ate, new Date()) && (
        <Alert
          color="gray"
          variant="light"
          radius="lg"
          icon={<IconLock size={20} />}
          title="Prazo de edição encerrado"
        >
          Passadas 24 horas do registro, este caso não pode mais ser alterado.
        </Alert>
      )}
      {semConexao && (
        <Text size="xs" c="dimmed" className={classes.semConexao}>
          <IconCloudOff size={14} aria-hidden />
          {caso.offline
            ? 'Sem conexão: o caso está salvo neste aparelho e será enviado quando a conexão voltar.'
            : 'Sem conexão: mostrando a última cópia salva no aparelho.'}
        </Text>
      )}
    </>
  );
}

function Tiles({ caso }: { caso: CasoView }) {
  const { can } = useSession();
  return (
    <nav aria-label="Seções do caso" className={classes.grid}>
      {tilesVisiveis(can).map((tile) => {
        const contagem = textoContagem(tile, caso.contagens);
        const vazio = (caso.contagens[tile] ?? 0) === 0;
        return (
          <Link
            key={tile}
            to={SCREENS[tile].path}
            className={classes.tile}
            data-testid={`tile-${tile}`}
            aria-label={`${TILE_LABELS[tile]}: ${contagem}`}
          >
            <span className={classes.tileTopo}>
              <ThemeIcon size={44} radius="md" color="navy" variant="light" aria-hidden>
                {TILE_ICONS[tile]}
              </ThemeIcon>
              <Badge
                data-testid="badge"
                size="lg"
                radius="xl"
                variant="filled"
                color={vazio ? 'gray.2' : 'gold.5'}
                c={vazio ? 'gray.7' : 'navy.9'}
                className={classes.contagem}
              >
                {contagem}
              </Badge>
            </span>
            <span className={classes.tileNome}>{TILE_QUEBRAS[tile] ?? TILE_LABELS[tile]}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function AcessosJustificados({ acessos }: { acessos: CasoView['acessos_justificados'] }) {
  return (
    <section aria-labelledby="acessos-justificados" className={classes.acessos}>
      <Group gap="xs" mb="sm">
        <IconShieldLock size={22} aria-hidden color="var(--mantine-color-navy-7)" />
        <Title order={3} size="h4" c="navy.9" id="acessos-justificados">
          Acessos justificados
        </Title>
      </Group>
      <ul className={classes.acessosLista}>
        {acessos.map((acesso) => (
          <li key={acesso.id} className={classes.acesso}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={700} size="sm">
                {acesso.user.name}{' '}
                <Text component="span" c="dimmed" size="xs" fw={400}>
                  matrícula {acesso.user.matricula}
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {dataHoraLocal(acesso.created_at)}
              </Text>
            </Group>
            <Text size="sm" mt={4} className={classes.justificativa}>
              {acesso.justificativa}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** No case open, or the open one is gone: the two ways to get one. */
function SemCaso({ naoEncontrado }: { naoEncontrado: boolean }) {
  const navigate = useNavigate();
  const { can } = useSession();
  return (
    <EmptyState
      icon={naoEncontrado ? <IconFolderQuestion size={36} /> : <IconFolders size={36} />}
      variant="light"
      color="navy"
      py="xl"
    >
      <EmptyState.Title order={2}>
        {naoEncontrado ? 'Caso não encontrado.' : 'Nenhum caso aberto'}
      </EmptyState.Title>
      <EmptyState.Description>
        {naoEncontrado
          ? 'Ele pode ter sido apagado, ou você não tem mais acesso a ele. Escolha outro caso.'
          : 'Escolha um dos casos registrados ou crie um novo para começar.'}
      </EmptyState.Description>
      <EmptyState.Actions>
        {can(SCREENS.historico.access) && (
          <Button
            variant="default"
            leftSection={<IconFolders size={18} />}
            onClick={() => void navigate(SCREENS.historico.path)}
          >
            Casos
          </Button>
        )}
        {can(SCREENS.casoNome.access) && (
          <Button
            leftSection={<IconFilePlus size={18} />}
            onClick={() => void navigate(SCREENS.casoNome.path)}
          >
            Novo Caso
          </Button>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}

function Carregando() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Carregando caso">
      <Skeleton height={132} radius="lg" />
      <div className={classes.grid}>
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} height={112} radius="lg" />
        ))}
      </div>
    </Stack>
  );
}

/** /Caso: the selected case and the way into each of its parts (spec §2.3 Case hub). */
export default function CasoHubScreen() {
  const { caso, casoId, carregando, semConexao, naoEncontrado, erro, recarregar } = useCasoAtual();
  const buscando = useIsFetching({ queryKey: casoQueryKey(casoId ?? '') }) > 0;
  const location = useLocation();
  // The case this screen last showed: if it vanishes, the server is asked again before anything is
  // concluded, because a case created offline leaves the outbox a moment before the refreshed read
  // that brings the server's copy.
  const [mostrado, setMostrado] = useState<string | null>(null);
  const [sumiu, setSumiu] = useState(false);

  const atualizar = useEffectEvent(recarregar);

  // Spec §2.3: refreshed on entry (the query is always stale) and on every route change.
  const chave = useRef(location.key);
  useEffect(() => {
    if (location.key === chave.current) return;
    chave.current = location.key;
    atualizar();
  }, [location.key]);

  useEffect(() => {
    if (caso) {
      setMostrado(caso.id);
      return;
    }
    if (!casoId || carregando || buscando) return;
    if (mostrado === casoId) {
      setMostrado(null);
      atualizar();
      return;
    }
    if (naoEncontrado) {
      setSumiu(true);
      setCasoSelecionado(null);
    }
  }, [caso, casoId, carregando, buscando, mostrado, naoEncontrado]);

  if (!casoId) return <SemCaso naoEncontrado={sumiu} />;

  if (!caso) {
    if (erro) {
      return (
        <Stack gap="md" mt="md">
          <Alert
            color="red"
            variant="light"
            radius="lg"
            icon={<IconAlertTriangle size={20} />}
            title="Erro ao buscar caso."
          >
            {describeError(erro).message}
          </Alert>
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} />}
            onClick={recarregar}
            loading={buscando}
          >
            Tentar novamente
          </Button>
        </Stack>
      );
    }
    if (semConexao && !buscando && mostrado !== casoId) {
      return (
        <EmptyState icon={<IconCloudOff size={36} />} variant="light" color="gray" py="xl">
          <EmptyState.Title order={2}>Sem conexão com a Internet</EmptyState.Title>
          <EmptyState.Description>
            Este caso ainda não foi salvo neste aparelho. Ele aparece aqui assim que a conexão voltar.
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={recarregar}>
              Tentar novamente
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    }
    return carregando ? (
      <Carregando />
    ) : (
      <Loader mx="auto" my="xl" display="block" aria-label="Carregando caso" />
    );
  }

  const membro = caso.acesso === 'membro';
  return (
    <Stack gap="md" mt="xs">
      <Cabecalho caso={caso} />
      <Avisos caso={caso} semConexao={semConexao} />
      <Tiles caso={caso} />
      {membro && caso.acessos_justificados.length > 0 && (
        <AcessosJustificados acessos={caso.acessos_justificados} />
      )}
    </Stack>
  );
}
