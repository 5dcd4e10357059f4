/**
 * The timeline (Cronologia; spec §2.3 Timeline): the add-event form and the case's events in
 * chronological order, or 'Não há eventos registrados.'. An order that cannot have happened is
 * warned of on the events it concerns, never refused (shared/cronologia.ts).
 */
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockPlus, IconTimeline } from '@tabler/icons-react';
import { avisosCronologia, ordenarCronologia } from '../../../shared/cronologia';
import { ConfirmarExclusao } from '../../components/conflito';
import { CasoFrame, CasoUnavailable, EmptyView, FormSection, useExclusao } from '../../components/form';
import { localDateTime } from '../../lib/format';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { AcionamentoForm } from './AcionamentoForm';
import classes from './Cronologia.module.css';
import type { AcionamentoView } from './caso-view';
import { EventoItem } from './EventoItem';

const TITULO = 'Cronologia';

export default function CronologiaScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  // The dialog opens only from the list, which shows only with a case.
  const casoId = caso?.id ?? '';
  const exclusao = useExclusao({
    pedido: (evento: AcionamentoView) => ({
      id: crypto.randomUUID(),
      op: 'deleteAcionamento',
      input: { params: { casoId, acionamentoId: evento.id } },
      label: `Apagar ${evento.tipo}`,
      casoId,
    }),
    success: 'O evento foi removido com sucesso.',
    failureTitle: 'Não foi possível excluir o evento.',
  });

  if (!caso) {
    return (
      <CasoUnavailable
        title={TITULO}
        state={read}
        noCasoText="Abra um caso para registrar a cronologia dos acionamentos."
      />
    );
  }

  const editavel = policy.pode_editar;
  const eventos = ordenarCronologia(caso.acionamentos);
  const avisos = avisosCronologia(eventos, new Date());
  const comAviso = new Set(avisos.map((aviso) => aviso.eventoId)).size;

  return (
    <CasoFrame title={TITULO} caso={caso} count={eventos.length} offline={read.offline} policy={policy}>
      {editavel && (
        <FormSection title="Registrar evento" icon={<IconClockPlus size={22} />}>
          <AcionamentoForm casoId={caso.id} eventos={eventos} />
        </FormSection>
      )}
      {comAviso > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={comAviso === 1 ? 'Um evento fora de ordem' : `${comAviso} eventos fora de ordem`}
        >
          <Text size="sm">
            A ordem registrada não pode ter acontecido. Confira os horários marcados abaixo; os eventos foram
            salvos como informados.
          </Text>
        </Alert>
      )}
      {eventos.length === 0 ? (
        <EmptyView
          icon={<IconTimeline size={34} />}
          title="Não há eventos registrados."
          text={
            editavel
              ? 'Registre o acontecimento, os acionamentos, as chegadas e as saídas, cada um com o seu horário.'
              : undefined
          }
        />
      ) : (
        <ol className={classes.timeline} aria-label="Eventos da cronologia">
          {eventos.map((evento) => (
            <EventoItem
              key={evento.id}
              evento={evento}
              avisos={avisos.filter((aviso) => aviso.eventoId === evento.id)}
              onDelete={editavel ? () => exclusao.pedir(evento) : undefined}
            />
          ))}
        </ol>
      )}
      <ConfirmarExclusao exclusao={exclusao} title="Apagar evento?" confirmLabel="Apagar">
        {exclusao.alvo
          ? `${exclusao.alvo.tipo} de ${localDateTime(exclusao.alvo.horario)} sairá da cronologia.`
          : ''}
      </ConfirmarExclusao>
    </CasoFrame>
  );
}
