import { Button, Group, Text } from '@mantine/core';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import { localDateTime } from '../../../lib/format';
import type { Draft } from '../useDraft';
import { Notice } from './Notice';

/**
 * Tells that the form opened with what was typed earlier, and offers to start over. The icon goes
 * with the title rather than in a column of its own, so that the button fits a 320 px screen.
 */
export function DraftNotice({ draft }: { draft: Draft }) {
  if (draft.restoredFrom === null) return null;
  return (
    <Notice
      color="navy"
      radius="lg"
      title={
        <Group gap="xs" wrap="nowrap">
          <IconHistory size={20} aria-hidden />
          Rascunho recuperado
        </Group>
      }
    >
      <Text size="sm">
        O que foi digitado em {localDateTime(new Date(draft.restoredFrom).toISOString())} ficou guardado neste
        aparelho.
      </Text>
      <Group mt="xs">
        <Button variant="default" leftSection={<IconTrash size={16} />} onClick={() => void draft.discard()}>
          Descartar rascunho
        </Button>
      </Group>
    </Notice>
  );
}
