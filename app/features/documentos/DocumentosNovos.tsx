import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DocumentoScanner, type ImagemEscaneada } from './DocumentoScanner';
import { DocumentosGrade, type ItemGrade } from './DocumentosGrade';
import type { DocumentoNovo } from './enviar';
import { useObjectUrls } from './useObjectUrls';

export interface DocumentosNovosProps {
  value: DocumentoNovo[];
  onChange: (value: DocumentoNovo[]) => void;
}

/**
 * Documents of a person not saved yet: scanned now, held by the form, and sent with
 * `enviarDocumentos` once the person exists.
 */
export function DocumentosNovos({ value, onChange }: DocumentosNovosProps) {
  const urls = useObjectUrls(value);
  const itens: ItemGrade[] = useMemo(
    () =>
      value.map((documento) => {
        const url = urls.get(documento.id) ?? null;
        return { id: documento.id, tipo: documento.tipo, miniatura: url, imagem: url, offline: false };
      }),
    [value, urls],
  );

  const adicionar = (imagem: ImagemEscaneada) => onChange([...value, { id: crypto.randomUUID(), ...imagem }]);
  const remover = (item: ItemGrade) => onChange(value.filter((documento) => documento.id !== item.id));

  return (
    <Stack gap="sm">
      <DocumentoScanner onImagem={adicionar} />
      {value.length > 0 && (
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={700} size="sm" c="navy.9">
              Documentos a enviar
            </Text>
            <Badge color="navy" variant="light" radius="sm" data-testid="documentos-count">
              {value.length}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Serão salvos junto com a pessoa.
          </Text>
          <DocumentosGrade itens={itens} onRemover={remover} rotuloRemover="Remover documento" />
        </Stack>
      )}
    </Stack>
  );
}
