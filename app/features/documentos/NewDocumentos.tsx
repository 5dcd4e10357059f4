import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useObjectUrls } from '../../components/useObjectUrls';
import { DocumentoScanner, type ScannedImage } from './DocumentoScanner';
import { DocumentosGrid, type GridItem } from './DocumentosGrid';
import type { DocumentoNovo } from './documento-write';

export interface NewDocumentosProps {
  value: DocumentoNovo[];
  onChange: (value: DocumentoNovo[]) => void;
}

/**
 * Documents of a person not saved yet: scanned now, held by the form (and its draft), and sent with
 * `saveDocumentos` once the person exists.
 */
export function NewDocumentos({ value, onChange }: NewDocumentosProps) {
  const urls = useObjectUrls(value);
  const items: GridItem[] = useMemo(
    () =>
      value.map((documento) => {
        const url = urls.get(documento.id) ?? null;
        return { id: documento.id, tipo: documento.tipo, thumbnail: url, image: url, offline: false };
      }),
    [value, urls],
  );

  const add = (image: ScannedImage) => onChange([...value, { id: crypto.randomUUID(), ...image }]);
  const remove = (item: GridItem) => onChange(value.filter((documento) => documento.id !== item.id));

  return (
    <Stack gap="sm">
      <DocumentoScanner onImage={add} />
      {value.length > 0 && (
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={700} size="sm" c="var(--rip-heading)">
              Documentos a enviar
            </Text>
            <Badge color="navy" variant="light" radius="sm" data-testid="documentos-count">
              {value.length}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Serão salvos junto com a pessoa.
          </Text>
          <DocumentosGrid items={items} onRemove={remove} removeLabel="Remover documento" />
        </Stack>
      )}
    </Stack>
  );
}
