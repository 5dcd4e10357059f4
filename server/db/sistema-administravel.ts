/** SQLSTATE raised by the database guard `sistema_administravel` (migration 0013). */
const SEM_ADMINISTRADOR_SQLSTATE = 'RIP01';

/**
 * The guard's own words when an error (or what the driver wrapped it in) is its refusal: a change
 * that would leave no active user holding an administration permission. Null for any other error.
 */
export function recusaDoAdministravel(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === SEM_ADMINISTRADOR_SQLSTATE) return current.message;
  }
  return null;
}
