import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconFolders, IconMapPin, IconRuler2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { AcessoJustificadoDialog, type CasoParaAcesso } from '../../components/AcessoJustificadoDialog';
import { ErrorNotice, FormSection, LoadingView, OfflineNotice } from '../../components/form';
import { setSelectedCaso } from '../../lib/selected-caso';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { DocumentosGallery } from '../documentos/DocumentosGallery';
import { DocumentosBloqueados } from './DocumentosBloqueados';
import { OcorrenciasList } from './OcorrenciasList';
import classes from './Perfil.module.css';
import { PerfilCard, RowList, SEM_DADOS } from './PerfilCard';
import {
  caracteristicasRows,
  documentosBloqueados,
  enderecoLine,
  origemLabel,
  perfilErrorMessage,
} from './perfil-format';

/** Spec §2.3 "Person profile": one person across every case they appear in. */
export default function PerfilScreen() {
  const { id_pessoa: pessoaId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const read = useOfflineQuery('getPerfil', pessoaId ? { params: { pessoaId } } : null);
  const [documentosOpen, setDocumentosOpen] = useState(false);
  // The case stays set while the dialog closes, so its text does not go blank mid-animation.
  const [asking, setAsking] = useState<CasoParaAcesso | null>(null);
  // A justification asked from the documents opens them here; one asked from an occurrence opens the case.
  const [forDocumentos, setForDocumentos] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const ask = (caso: CasoParaAcesso, documentos: boolean) => {
    setAsking(caso);
    setForDocumentos(documentos);
    setDialogOpen(true);
  };

  const openCaso = (caso: CasoParaAcesso) => {
    setSelectedCaso({ id: caso.id, name: caso.name, identificador: caso.identificador });
    void navigate(SCREENS.Caso.path);
  };

  // Opened from a link (no earlier screen of the app), going back would leave the app: go home.
  const back = () => void (location.key === 'default' ? navigate(SCREENS.home.path) : navigate(-1));
  const perfil = read.data;

  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={back}>
          Voltar
        </Button>
      </Group>

      {read.loading && <LoadingView label="Carregando perfil" blocks={[180, 64, 120]} />}

      {read.error !== null && !perfil && <ErrorNotice alert>{perfilErrorMessage(read.error)}</ErrorNotice>}

      {perfil && (
        <>
          {read.fromCache && <OfflineNotice />}
          <PerfilCard perfil={perfil} />
          <DocumentosGallery
            pessoaId={perfil.pessoa.id}
            nomePessoa={perfil.pessoa.nome}
            server={perfil.documentos.filter((documento) => documento.acessivel)}
            open={documentosOpen}
            onOpenChange={setDocumentosOpen}
          />
          <DocumentosBloqueados
            grupos={documentosBloqueados(perfil.documentos)}
            onJustificar={(caso) => ask(caso, true)}
          />
          <FormSection title="Características físicas" icon={<IconRuler2 size={22} />}>
            <RowList rows={caracteristicasRows(perfil.caracteristicas_fisicas)} />
            {perfil.caracteristicas_origem && (
              <Text size="xs" c="dimmed" mt="xs">
                {origemLabel(perfil.caracteristicas_origem)}
              </Text>
            )}
          </FormSection>
          <FormSection
            title="Endereços"
            icon={<IconMapPin size={22} />}
            aside={<Text c="dimmed">{perfil.enderecos.length}</Text>}
          >
            {perfil.enderecos.length === 0 ? (
              <Text size="sm" c="dimmed">
                {SEM_DADOS}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" className={classes.enderecos}>
                {perfil.enderecos.map((endereco) => (
                  <li key={endereco.id} className={classes.endereco}>
                    {enderecoLine(endereco) || SEM_DADOS}
                    {endereco.origem && (
                      <span className={classes.origem}>{origemLabel(endereco.origem)}</span>
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </FormSection>
          <FormSection
            title="Ocorrências"
            icon={<IconFolders size={22} />}
            aside={<Text c="dimmed">{perfil.ocorrencias.length}</Text>}
          >
            <OcorrenciasList
              ocorrencias={perfil.ocorrencias}
              onOpen={(ocorrencia) => {
                if (ocorrencia.acessivel) {
                  openCaso(ocorrencia.caso);
                  return;
                }
                ask(ocorrencia.caso, false);
              }}
            />
          </FormSection>
        </>
      )}

      <AcessoJustificadoDialog
        caso={asking}
        opened={dialogOpen}
        forDocumentos={forDocumentos}
        onClose={() => setDialogOpen(false)}
        onGranted={(caso) => {
          setDialogOpen(false);
          if (forDocumentos) read.refetch();
          else openCaso(caso);
        }}
      />
    </Stack>
  );
}
