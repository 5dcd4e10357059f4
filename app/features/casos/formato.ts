import { formatDate, todayIso } from '../../../shared/datas';

/**
 * Instants travel in UTC; an officer in Paraíba reads them on the local clock, so a case opened at
 * 22h is shown on that day, not on the next one of UTC.
 */
export function dataLocal(instante: string): string {
  return formatDate(todayIso(new Date(instante)));
}

/** dd/MM/yyyy HH:mm on the local clock. */
export function dataHoraLocal(instante: string): string {
  const date = new Date(instante);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dataLocal(instante)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
