import { IconRefreshAlert } from '@tabler/icons-react';
import { Notice } from '../form/notices/Notice';

/**
 * A form open on an older version of its record learns, before saving, that someone else changed
 * it (issue 26): the case's revision is polled and the case read again (useRevisaoCaso).
 */
export function AvisoVersaoNova({
  aberta,
  atual,
}: {
  aberta: number | undefined;
  atual: number | undefined;
}) {
  if (aberta === undefined || atual === undefined || atual <= aberta) return null;
  return (
    <Notice color="yellow" icon={IconRefreshAlert} title="Alterado por outra pessoa">
      Este cadastro foi alterado por outra pessoa depois que você abriu o formulário. Ao salvar, só os campos
      que você mudou serão enviados; se ela mudou os mesmos campos, você escolherá qual valor fica.
    </Notice>
  );
}
