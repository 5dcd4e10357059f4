import { Badge, Button, Collapse, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconId } from '@tabler/icons-react';
import { type ReactNode, useId, useMemo } from 'react';
import type { Documento } from '../../../shared/schemas/documentos';
import { ConfirmarExclusao } from '../../components/conflito';
import type { Exclusao } from '../../components/form';
import { useObjectUrls } from '../../components/useObjectUrls';
import classes from './Documentos.module.css';
import { DocumentosGrid, type GridItem } from './DocumentosGrid';
import { type DocumentoView, documentosWithPending } from './documentos-view';
import { usePendingDocumentos } from './usePendingDocumentos';

export interface DocumentosGalleryProps {
  pessoaId: string;
  nomePessoa?: string;
  /** The server's documents of the person (empty while unknown). */
  server: readonly Documento[];
  /** The first read has not answered yet. */
  loading?: boolean;
  /** A note under the header, e.g. that the list is the device's copy. */
  note?: ReactNode;
  /** Whether the grid is shown; the header's toggle asks to change it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The delete behind 'Apagar imagem?'. Without it, read-only. */
  exclusao?: Exclusao<DocumentoView>;
  /** Below the grid, inside the same card (the scanner). */
  children?: ReactNode;
}

/**
 * A person's documents: the header with the count and the show/hide toggle, the thumbnails (what
 * the server has plus what this device still holds for it, marked '(Offline)') and, when allowed,
 * delete after confirmation.
 */
export function DocumentosGallery({
  pessoaId,
  nomePessoa,
  server,
  loading = false,
  note,
  open,
  onOpenChange,
  exclusao,
  children,
}: DocumentosGalleryProps) {
  const pending = usePendingDocumentos(pessoaId);
  const documentos = useMemo(
    () => documentosWithPending(pessoaId, server, pending),
    [pessoaId, server, pending],
  );
  const localUrls = useObjectUrls(documentos);
  const items: GridItem[] = documentos.map((documento) => {
    const local = localUrls.get(documento.id) ?? null;
    return {
      id: documento.id,
      tipo: documento.tipo,
      thumbnail: documento.thumbnailUrl ?? local,
      image: documento.url ?? local,
      offline: documento.offline,
    };
  });

  const gridId = useId();
  const titleId = useId();
  const total = items.length;

  // The row stays set while the dialog closes, so its text does not go blank.
  const toDelete = items.find((item) => item.id === exclusao?.alvo?.id) ?? null;

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="navy" variant="light" size={40} radius="md" aria-hidden>
              <IconId size={22} />
            </ThemeIcon>
            <Title order={2} size="h4" c="var(--rip-heading)" id={titleId}>
              Documentos
            </Title>
            <Badge color="navy" variant="light" size="lg" radius="sm" data-testid="documentos-count">
              {total}
            </Badge>
            {loading && <Loader size="xs" aria-label="Carregando documentos" />}
          </Group>
          {total > 0 && (
            <Button
              variant="subtle"
              rightSection={open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
              aria-expanded={open}
              aria-controls={gridId}
              onClick={() => onOpenChange(!open)}
            >
              {open ? 'Ocultar' : 'Mostrar'}
            </Button>
          )}
        </Group>
        {note}
        {total === 0 && !loading && (
          <Text size="sm" c="dimmed">
            Pessoa não possui imagens!
          </Text>
        )}
        <Collapse expanded={open && total > 0} id={gridId}>
          <DocumentosGrid
            items={items}
            nomePessoa={nomePessoa}
            onRemove={
              exclusao
                ? (item) => {
                    const documento = documentos.find((d) => d.id === item.id);
                    if (documento) exclusao.pedir(documento);
                  }
                : undefined
            }
          />
        </Collapse>
        {children}
      </Stack>

      {exclusao && (
        <ConfirmarExclusao exclusao={exclusao} title="Apagar imagem?" confirmLabel="Apagar">
          <Stack gap="md">
            {toDelete?.thumbnail && <img src={toDelete.thumbnail} alt="" className={classes.confirmThumb} />}
            <Text size="sm">
              O documento <strong>{toDelete?.tipo}</strong>
              {nomePessoa ? ` de ${nomePessoa}` : ''} será apagado.
            </Text>
          </Stack>
        </ConfirmarExclusao>
      )}
    </Paper>
  );
}
