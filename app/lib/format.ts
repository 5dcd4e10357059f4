import { formatDate, todayIso } from '../../shared/formatos/datas';
import { naParaiba } from '../../shared/formatos/fuso';

/** First and last initials of a person's name, for avatars. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The first name, for the narrowest place the name is shown. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** First and last name, so the header keeps the name readable on a phone. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.length > 2 ? `${parts[0]} ${parts.at(-1)}` : parts.join(' ');
}

/**
 * Instants travel in UTC; an officer reads them on Paraíba's clock, as the papers print them, so a
 * case opened at 22h is shown on that day, not on the next one of UTC nor at the phone's zone.
 */
export function localDate(instant: string): string {
  return formatDate(todayIso(new Date(instant)));
}

/** dd/MM/yyyy HH:mm on Paraíba's clock. */
export function localDateTime(instant: string): string {
  const date = naParaiba(Date.parse(instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDate(instant)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
