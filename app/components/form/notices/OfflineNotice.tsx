import { IconCloudOff, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Notice } from './Notice';

/** The spec's words for no signal (§8 'Offline'), which every notice of it begins with. */
export const SEM_CONEXAO = 'Sem conexão com a Internet';

/**
 * The notice of a screen without signal: the spec's words, then what that means here (by default,
 * that the screen shows what this device saved). `titled`: the words as a title over a paragraph,
 * for a screen that has nothing of its own to show offline (a search, the case list).
 */
export function OfflineNotice({
  children = 'mostrando os dados salvos neste aparelho.',
  titled = false,
}: {
  children?: ReactNode;
  titled?: boolean;
}) {
  if (titled) {
    return (
      <Notice color="gray" radius="lg" icon={IconCloudOff} title={SEM_CONEXAO}>
        {children}
      </Notice>
    );
  }
  return (
    <Notice color="gray" icon={IconWifiOff} compact>
      {`${SEM_CONEXAO}: ${children}`}
    </Notice>
  );
}
