/**
 * Paraíba's clock, the one every date the app shows, files or filters is read on (a day typed in
 * a filter, a report's dates, a dashboard's months). America/Fortaleza has kept UTC−3 all year
 * since 2000: the database converts by its name, the browser and the PDF by the fixed offset.
 */
export const FUSO_HORARIO = 'America/Fortaleza';

const OFFSET_MS = -3 * 60 * 60 * 1000;

/** The instant as a Date whose UTC fields read Paraíba's wall clock. */
export const naParaiba = (instant: number): Date => new Date(instant + OFFSET_MS);

/** The instant a day and a time of Paraíba's wall clock name ('2026-03-10', '13:30'). */
export const instanteNaParaiba = (data: string, hora: string): Date => new Date(`${data}T${hora}:00-03:00`);
