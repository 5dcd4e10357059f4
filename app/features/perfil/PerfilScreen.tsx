import {
  Alert,
  Avatar,
  Badge,
  Button,
  DataList,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconChevronRight,
  IconCloudOff,
  IconFolders,
  IconLock,
  IconMapPin,
  IconRuler2,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { todayIso } from '../../../shared/datas';
import { SCREENS } from '../../../shared/routes';
import { type PerfilPessoa, perfilPessoa } from '../../../shared/schemas/perfil';
import { api } from '../../lib/api';
import { setCasoSelecionado } from '../../lib/caso-selecionado';
import { initials } from '../../lib/format';
import { cachedRead } from '../../offline/read-cache';
import { DocumentosGaleria } from '../documentos/DocumentosGaleria';
import { perfilQueryKey } from '../documentos/useDocumentosDoAparelho';
import { AcessoJustificadoModal, type CasoParaAcesso } from './AcessoJustificadoModal';
import classes from './Perfil.module.css';
import {
  type Campo,
  camposCaracteristicas,
  camposPessoa,
  linhaEndereco,
  mensagemErroPerfil,
  PAPEL_OCORRENCIA,
} from './perfil-format';

const SEM_DADOS = 'Nenhum dado disponível';

function lerPerfil(pessoaId: string) {
  return cachedRead(`perfil:${pessoaId}`, async () =>
    perfilPessoa.parse(await api.get<unknown>(`/pessoas/${pessoaId}/perfil`)),
  );
}

interface SecaoProps {
  titulo: string;
  icone: ReactNode;
  contagem?: number;
  children: ReactNode;
}

function Secao({ titulo, icone, contagem, children }: SecaoProps) {
  const tituloId = useId();
  return (
    <Paper component="section" aria-labelledby={tituloId} withBorder radius="lg" p="md">
      <Group gap="xs" wrap="nowrap" mb="sm">
        <ThemeIcon color="navy" variant="light" size={34} radius="md" aria-hidden>
          {icone}
        </ThemeIcon>
        <Title order={3} size="h4" c="navy.9" id={tituloId}>
          {titulo}
        </Title>
        {contagem !== undefined && (
          <Badge color="navy" variant="light" radius="sm">
            {contagem}
          </Badge>
        )}
      </Group>
      {children}
    </Paper>
  );
}

function ListaCampos({ campos }: { campos: Campo[] }) {
  if (campos.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SEM_DADOS}
      </Text>
    );
  }
  return (
    <DataList
      withDivider
      labelWidth="8.5rem"
      gap="xs"
      classNames={{ itemLabel: classes.label, itemValue: classes.value }}
    >
      {campos.map(({ label, valor }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{valor}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** The person's picture: the newest 'IMAGEM' document (the server lists newest first), else the initials. */
function fotoDaPessoa(perfil: PerfilPessoa): string | null {
  const imagem = perfil.documentos.find((documento) => documento.tipo === 'IMAGEM');
  return imagem ? (imagem.media.miniatura_url ?? imagem.media.url) : null;
}

function resumoOcorrencias(total: number): string {
  if (total === 0) return 'Sem ocorrências registradas';
  return `${total} ${total === 1 ? 'ocorrência' : 'ocorrências'}`;
}

function CartaoPessoa({ perfil }: { perfil: PerfilPessoa }) {
  const { pessoa } = perfil;
  const campos = camposPessoa(pessoa, todayIso());
  return (
    <Paper component="section" aria-label="Dados da pessoa" withBorder radius="lg" className={classes.card}>
      <div className={classes.hero}>
        <Avatar
          src={fotoDaPessoa(perfil)}
          alt=""
          size={64}
          radius="xl"
          color="gold"
          variant="filled"
          className={classes.avatar}
        >
          {initials(pessoa.nome)}
        </Avatar>
        <div className={classes.heroText}>
          <Title order={2} className={classes.nome}>
            {pessoa.nome}
          </Title>
          <Text className={classes.resumo}>{resumoOcorrencias(perfil.ocorrencias.length)}</Text>
        </div>
      </div>
      <div className={classes.cardBody}>
        <ListaCampos campos={campos} />
      </div>
    </Paper>
  );
}

interface OcorrenciasProps {
  ocorrencias: PerfilPessoa['ocorrencias'];
  onAbrir: (ocorrencia: PerfilPessoa['ocorrencias'][number]) => void;
}

function Ocorrencias({ ocorrencias, onAbrir }: OcorrenciasProps) {
  if (ocorrencias.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SEM_DADOS}
      </Text>
    );
  }
  return (
    <ul className={classes.ocorrencias}>
      {ocorrencias.map((ocorrencia) => {
        const papel = PAPEL_OCORRENCIA[ocorrencia.tipo];
        const { caso } = ocorrencia;
        return (
          <li key={`${caso.id}-${ocorrencia.tipo}`}>
            <UnstyledButton
              className={classes.ocorrencia}
              onClick={() => onAbrir(ocorrencia)}
              aria-label={`${papel.label}: ${caso.name}, ${caso.identificador}${ocorrencia.membro ? '' : ' (acesso justificado)'}`}
            >
              <Badge color={papel.color} variant="light" radius="sm" className={classes.papel}>
                {papel.label}
              </Badge>
              <span className={classes.ocorrenciaTexto}>
                <Text
                  component="span"
                  display="block"
                  fw={700}
                  size="sm"
                  lh={1.3}
                  className={classes.casoNome}
                >
                  {caso.name}
                </Text>
                <Text component="span" display="block" size="xs" c="dimmed" lh={1.3}>
                  {caso.identificador}
                </Text>
              </span>
              {!ocorrencia.membro && <IconLock size={18} aria-hidden className={classes.cadeado} />}
              <IconChevronRight size={18} aria-hidden className={classes.seta} />
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}

function Carregando() {
  return (
    <Stack gap="md" aria-busy aria-label="Carregando perfil">
      <Skeleton height={180} radius="lg" />
      <Skeleton height={64} radius="lg" />
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}

/** Spec §2.3 "Person profile": one person across every case they appear in. */
export default function PerfilScreen() {
  const { id_pessoa: pessoaId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useQuery({
    queryKey: perfilQueryKey(pessoaId),
    queryFn: () => lerPerfil(pessoaId),
    enabled: pessoaId !== '',
    staleTime: 0,
    // cachedRead already fell back to the device's copy; a retry would only hold the screen.
    retry: false,
  });
  const [documentosAbertos, setDocumentosAbertos] = useState(false);
  // The case stays set while the dialog closes, so its text does not go blank mid-animation.
  const [pedindoAcesso, setPedindoAcesso] = useState<CasoParaAcesso | null>(null);
  const [acessoAberto, setAcessoAberto] = useState(false);

  const abrirCaso = (caso: CasoParaAcesso) => {
    setCasoSelecionado({ id: caso.id, name: caso.name, identificador: caso.identificador });
    void navigate(SCREENS.Caso.path);
  };

  // Opened from a link (no earlier screen of the app), going back would leave the app: go home.
  const voltar = () => void (location.key === 'default' ? navigate(SCREENS.home.path) : navigate(-1));

  const perfil = query.data?.value;

  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={voltar}>
          Voltar
        </Button>
      </Group>

      {query.isPending && <Carregando />}

      {query.isError && (
        <Alert color="red" variant="light" radius="lg" icon={<IconAlertTriangle size={20} />} role="alert">
          {mensagemErroPerfil(query.error)}
        </Alert>
      )}

      {perfil && (
        <>
          {query.data?.fromCache && (
            <Alert color="yellow" variant="light" radius="lg" icon={<IconCloudOff size={20} />}>
              Sem conexão com a Internet: mostrando os dados salvos no aparelho.
            </Alert>
          )}
          <CartaoPessoa perfil={perfil} />
          <DocumentosGaleria
            pessoaId={perfil.pessoa.id}
            nomePessoa={perfil.pessoa.nome}
            servidor={perfil.documentos}
            aberto={documentosAbertos}
            onAbertoChange={setDocumentosAbertos}
          />
          <Secao titulo="Características físicas" icone={<IconRuler2 size={20} />}>
            <ListaCampos campos={camposCaracteristicas(perfil.caracteristicas_fisicas)} />
          </Secao>
          <Secao titulo="Endereços" icone={<IconMapPin size={20} />} contagem={perfil.enderecos.length}>
            {perfil.enderecos.length === 0 ? (
              <Text size="sm" c="dimmed">
                {SEM_DADOS}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" className={classes.enderecos}>
                {perfil.enderecos.map((endereco) => (
                  <li key={endereco.id} className={classes.endereco}>
                    {linhaEndereco(endereco) || SEM_DADOS}
                  </li>
                ))}
              </Stack>
            )}
          </Secao>
          <Secao titulo="Ocorrências" icone={<IconFolders size={20} />} contagem={perfil.ocorrencias.length}>
            <Ocorrencias
              ocorrencias={perfil.ocorrencias}
              onAbrir={(ocorrencia) => {
                if (ocorrencia.membro) {
                  abrirCaso(ocorrencia.caso);
                  return;
                }
                setPedindoAcesso(ocorrencia.caso);
                setAcessoAberto(true);
              }}
            />
          </Secao>
        </>
      )}

      <AcessoJustificadoModal
        caso={pedindoAcesso}
        opened={acessoAberto}
        onClose={() => setAcessoAberto(false)}
        onLiberado={(caso) => {
          setAcessoAberto(false);
          abrirCaso(caso);
        }}
      />
    </Stack>
  );
}
