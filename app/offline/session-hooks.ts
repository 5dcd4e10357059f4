import type { SessionHooks } from '../lib/session-hooks';
import { deletePersonalCaches, ensureOfflineReady } from './sw-control';

/**
 * The offline layer's part in a session change. The outbox and the read cache load on demand, so
 * that the login screen's bundle stays free of their IndexedDB code.
 */
export const offlineSessionHooks: SessionHooks = {
  userChanged: async (user) => {
    // The device's key is registered for the session, or tried again if that failed before.
    if (user) void import('./aparelho').then(({ registrarAparelho }) => registrarAparelho(user.id));
    // What is about to be recorded on the device must not be storage the browser may clear.
    if (user) void import('./persistencia').then(({ pedirPersistencia }) => pedirPersistencia());
    await (await import('./fila/outbox')).setOutboxUser(
      user && { id: user.id, matricula: user.matricula, wifiAcimaMb: user.unidade?.wifi_acima_mb ?? null },
    );
  },
  forgetReads: async () => (await import('./read-cache')).clearCachedReads(),
  deletePersonalCaches,
  ensureOfflineReady,
  newSession: async () => (await import('./aparelho')).novaSessao(),
  aparelhoPerdido: async () => {
    await (await import('./db')).db.drafts.clear();
    await (await import('./fila/conferir')).reterParaConferir();
  },
};
