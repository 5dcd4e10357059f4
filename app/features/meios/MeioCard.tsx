/** A saved means as the list shows it: the instrument, its calibres, the suspect's routes, who recorded it. */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../shared/formatos/datas';
import { INSTRUMENTO_OUTRO } from '../../../shared/options-caso';
import { linhasDaApreensao } from '../../../shared/schemas/apreensao';
import { DeleteButton, PendingBadge } from '../../components/form';
import { localDateTime } from '../../lib/format';
import type { MeioView } from './caso-view';
import classes from './Meios.module.css';

/** The instrument as the officer named it: an 'Outro' reads as what was typed. */
export function instrumentoDe(meio: MeioView): string {
  return meio.instrumento_crime === INSTRUMENTO_OUTRO && meio.outro_instrumento_crime
    ? `Outro: ${meio.outro_instrumento_crime}`
    : meio.instrumento_crime;
}

interface MeioCardProps {
  meio: MeioView;
  /** 'Meio 2': tells two means of one instrument apart, to a screen reader too. */
  rotulo: string;
  onDelete?: () => void;
}

export function MeioCard({ meio, rotulo, onDelete }: MeioCardProps) {
  const instrumento = instrumentoDe(meio);
  const dados: [string, string | null][] = [
    ['Transporte', meio.meio_transporte],
    ['Chegada', meio.rota_chegada_suspeito],
    ['Fuga', meio.rota_fuga_suspeito],
    ['Anotação', meio.anotacao_meio],
    ...linhasDaApreensao(meio, formatDate),
  ];
  return (
    <Paper
      component="article"
      aria-label={`${rotulo}: ${instrumento}`}
      withBorder
      radius="lg"
      p="md"
      shadow="xs"
      className={[classes.card, meio.offline && classes.offline].filter(Boolean).join(' ')}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {rotulo}
            </Text>
            <Text fw={700} size="lg" c="var(--rip-heading)" style={{ overflowWrap: 'anywhere' }} lh={1.25}>
              {instrumento}
            </Text>
          </Stack>
          {onDelete && <DeleteButton label={`Apagar ${rotulo}: ${instrumento}`} onClick={onDelete} />}
        </Group>
        {meio.calibres.length > 0 && (
          <Group gap={6} aria-label="Calibres">
            {meio.calibres.map((calibre) => (
              <Badge key={calibre} variant="light" color="navy" size="lg" tt="none" ff="monospace">
                {calibre}
              </Badge>
            ))}
          </Group>
        )}
        <dl className={classes.dados}>
          {dados
            .filter((item): item is [string, string] => Boolean(item[1]))
            .map(([rotuloDado, valor]) => (
              <div key={rotuloDado} style={{ display: 'contents' }}>
                <dt>{rotuloDado}</dt>
                <dd>{valor}</dd>
              </div>
            ))}
        </dl>
        {meio.offline ? (
          <PendingBadge ids={[meio.id]} />
        ) : (
          <Text size="xs" c="dimmed">
            Registrado por {meio.user.name} em {localDateTime(meio.created_at)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
