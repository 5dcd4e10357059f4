/**
 * This tab as one of the app's open instances (issue 40): its id survives a reload of the tab
 * (sessionStorage is the tab's) and is held as a Web Lock while the tab lives, so any tab can tell
 * which instances are open now. A form's draft belongs to its tab (useDraft), and 'Atualizar' in one
 * tab has every open tab write its typing first (rascunhos-das-abas.ts).
 */

const ID_KEY = 'rip.aba';
const PREFIXO = 'rip-aba:';

let id: string | null = null;

function segurar(nome: string, aberta: (ok: boolean) => void): void {
  // Held until the tab closes: the promise returned to the lock manager never settles.
  void navigator.locks.request(nome, { ifAvailable: true }, (lock) => {
    aberta(lock !== null);
    return lock ? new Promise<never>(() => {}) : undefined;
  });
}

/**
 * This tab's id. A tab duplicated by the browser copies its sessionStorage, and with it the id:
 * the second to claim it takes a new one (checked once, when the lock answers).
 */
export function idDaAba(): string {
  if (id) return id;
  id = sessionStorage.getItem(ID_KEY) ?? crypto.randomUUID();
  sessionStorage.setItem(ID_KEY, id);
  if (!('locks' in navigator)) return id;
  const reivindicar = (candidato: string) =>
    segurar(`${PREFIXO}${candidato}`, (ok) => {
      if (ok) return;
      const novo = crypto.randomUUID();
      id = novo;
      sessionStorage.setItem(ID_KEY, novo);
      reivindicar(novo);
    });
  reivindicar(id);
  return id;
}

/** The ids of the app's tabs open now in this browser, this one included. */
export async function abasAbertas(): Promise<Set<string>> {
  const abertas = new Set([idDaAba()]);
  if (!('locks' in navigator)) return abertas;
  const { held = [] } = await navigator.locks.query();
  for (const lock of held) if (lock.name?.startsWith(PREFIXO)) abertas.add(lock.name.slice(PREFIXO.length));
  return abertas;
}
