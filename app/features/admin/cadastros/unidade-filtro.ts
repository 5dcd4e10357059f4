/** Spec §5: the unit list filter is a case-insensitive "name contains", sorted by name. */
export function filtrarUnidades<T extends { nome: string }>(unidades: readonly T[], filtro: string): T[] {
  const termo = filtro.trim().toLocaleLowerCase('pt-BR');
  return unidades
    .filter((u) => u.nome.toLocaleLowerCase('pt-BR').includes(termo))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}
