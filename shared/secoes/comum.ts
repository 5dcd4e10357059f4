/** What every section of the report reads the same way. */

/** A row still only on the device (the device's view marks it; the server's copy has no mark). */
export const offline = (row: object): boolean => 'offline' in row && row.offline === true;

/** 'Maria (1000003)': a user as the paper names them. */
export const usuarioComMatricula = (user: { name: string; matricula: string }) =>
  `${user.name} (${user.matricula})`;

/** A position as the paper prints it: latitude, longitude. */
export const coordenadasLinha = (coordenadas: readonly [number, number] | null | undefined) =>
  coordenadas ? `${coordenadas[1]}, ${coordenadas[0]}` : null;
