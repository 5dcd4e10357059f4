/**
 * Which stored draft a form opens with (issue 40). Each tab keeps its own draft of a form, under
 * `<form>@<tab>`: two tabs with the same case's notes open never write over each other's typing.
 * A form opens with its own tab's draft (the tab reloaded); else it takes the newest one a closed
 * tab left (the app was closed and opened again), or one an earlier version kept under the form
 * alone, and moves it under its own tab so that no other tab takes it too.
 */
import { abasAbertas } from '../../offline/aba';
import { type DraftRecord, db } from '../../offline/db';

export async function rascunhoGuardado(
  userId: string,
  key: string,
  chave: string,
): Promise<DraftRecord | undefined> {
  const proprio = await db.drafts.get([userId, chave]);
  if (proprio) return proprio;
  const abertas = await abasAbertas();
  return db.transaction('rw', db.drafts, async () => {
    const deOutras = await db.drafts
      .where('[userId+key]')
      .between([userId, `${key}@`], [userId, `${key}@\uffff`])
      .toArray();
    const antigo = await db.drafts.get([userId, key]);
    const orfaos = [...deOutras, ...(antigo ? [antigo] : [])].filter(
      (rascunho) => !abertas.has(rascunho.key.slice(key.length + 1)),
    );
    const ultimo = orfaos.sort((a, b) => b.savedAt - a.savedAt)[0];
    if (!ultimo) return undefined;
    await db.drafts.delete([userId, ultimo.key]);
    const adotado = { ...ultimo, key: chave };
    await db.drafts.put(adotado);
    return adotado;
  });
}
