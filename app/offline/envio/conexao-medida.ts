/**
 * Whether the phone's link costs its owner data (issue 43), as the Network Information API tells
 * it: `type` 'cellular' (Chrome on Android), or the user's data saver (`saveData`). Where the API is
 * missing (Safari, Firefox) or gives no type (a desktop), the link counts as unmetered: nothing is
 * held back on a guess. Shared by the page and the service worker (both have `navigator.connection`
 * in Chromium), so it touches no window or document API.
 */

interface NetworkInformation extends EventTarget {
  type?: string;
  saveData?: boolean;
}

function conexao(): NetworkInformation | undefined {
  return (globalThis as { navigator?: { connection?: NetworkInformation } }).navigator?.connection;
}

/** Whether the browser says the link is cellular or asks to save data. */
export function conexaoMedida(): boolean {
  const atual = conexao();
  return atual?.type === 'cellular' || atual?.saveData === true;
}

/** Calls `ouvinte` whenever the link changes (Wi-Fi to cellular and back); returns the unsubscribe. */
export function onConexaoMudou(ouvinte: () => void): () => void {
  const atual = conexao();
  atual?.addEventListener('change', ouvinte);
  return () => atual?.removeEventListener('change', ouvinte);
}
