import { Badge, Button, Collapse, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconId } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { Documento } from '../../../shared/schemas/documentos';
import { Modal } from '../../components/Modal';
import classes from './Documentos.module.css';
import { DocumentosGrade, type ItemGrade } from './DocumentosGrade';
import { type DocumentoView, documentosVisiveis } from './documentos-view';
import { useDocumentosDoAparelho } from './useDocumentosDoAparelho';
import { useObjectUrls } from './useObjectUrls';

export interface DocumentosGaleriaProps {
  pessoaId: string;
  nomePessoa?: string;
  /** The server's documents of the person (empty while unknown). */
  servidor: readonly Documento[];
  /** The first read has not answered yet. */
  carregando?: boolean;
  /** A note under the header, e.g. that the list is the device's copy. */
  nota?: ReactNode;
  /** Whether the grid is shown; the header's toggle asks to change it. */
  aberto: boolean;
  onAbertoChange: (aberto: boolean) => void;
  /** Deletes after 'Apagar imagem?' was confirmed; resolves true when done. Without it, read-only. */
  onApagar?: (documento: DocumentoView) => Promise<boolean>;
  /** Below the grid, inside the same card (the scanner). */
  children?: ReactNode;
}

/**
 * A person's documents: the header with the count and the show/hide toggle, the thumbnails (what
 * the server has plus what this device still holds for it, marked '(Offline)') and, when allowed,
 * delete after confirmation.
 */
export function DocumentosGaleria({
  pessoaId,
  nomePessoa,
  servidor,
  carregando = false,
  nota,
  aberto,
  onAbertoChange,
  onApagar,
  children,
}: DocumentosGaleriaProps) {
  const pendentes = useDocumentosDoAparelho(pessoaId);
  const documentos = useMemo(
    () => documentosVisiveis(pessoaId, servidor, pendentes),
    [pessoaId, servidor, pendentes],
  );
  const urlsLocais = useObjectUrls(documentos);
  const itens: ItemGrade[] = documentos.map((documento) => {
    const local = urlsLocais.get(documento.id) ?? null;
    return {
      id: documento.id,
      tipo: documento.tipo,
      miniatura: documento.miniaturaUrl ?? local,
      imagem: documento.url ?? local,
      offline: documento.offline,
    };
  });

  // Kept after the dialog closes so its text does not go blank during the closing animation.
  const [paraApagar, setParaApagar] = useState<ItemGrade | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [apagando, setApagando] = useState(false);
  const gradeId = useId();
  const tituloId = useId();
  const total = itens.length;

  const confirmarApagar = async () => {
    const documento = documentos.find((d) => d.id === paraApagar?.id);
    if (!documento || !onApagar) return;
    setApagando(true);
    try {
      if (await onApagar(documento)) setConfirmando(false);
    } finally {
      setApagando(false);
    }
  };

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={tituloId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="navy" variant="light" size={34} radius="md" aria-hidden>
              <IconId size={20} />
            </ThemeIcon>
            <Title order={3} size="h4" c="navy.9" id={tituloId}>
              Documentos
            </Title>
            <Badge color="navy" variant="light" size="lg" radius="sm" data-testid="documentos-count">
              {total}
            </Badge>
            {carregando && <Loader size="xs" aria-label="Carregando documentos" />}
          </Group>
          {total > 0 && (
            <Button
              variant="subtle"
              size="compact-md"
              rightSection={aberto ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
              aria-expanded={aberto}
              aria-controls={gradeId}
              onClick={() => onAbertoChange(!aberto)}
            >
              {aberto ? 'Ocultar' : 'Mostrar'}
            </Button>
          )}
        </Group>
        {nota}
        {total === 0 && !carregando && (
          <Text size="sm" c="dimmed">
            Pessoa não possui imagens!
          </Text>
        )}
        <Collapse expanded={aberto && total > 0} id={gradeId}>
          <DocumentosGrade
            itens={itens}
            nomePessoa={nomePessoa}
            onRemover={
              onApagar
                ? (item) => {
                    setParaApagar(item);
                    setConfirmando(true);
                  }
                : undefined
            }
          />
        </Collapse>
        {children}
      </Stack>

      <Modal
        opened={confirmando}
        onClose={() => setConfirmando(false)}
        title="Apagar imagem?"
        size={2}
        centered
      >
        <Stack gap="md">
          {paraApagar?.miniatura && (
            <img src={paraApagar.miniatura} alt={paraApagar.tipo} className={classes.confirmThumb} />
          )}
          <Text size="sm">
            O documento <strong>{paraApagar?.tipo}</strong>
            {nomePessoa ? ` de ${nomePessoa}` : ''} será apagado.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmando(false)} disabled={apagando}>
              Cancelar
            </Button>
            <Button color="red" loading={apagando} onClick={() => void confirmarApagar()}>
              Apagar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
