/** Sharing the selected case (spec §2.1 compartilhamento, §2.3 Sharing). */
import { CasoBloqueado, CasoFrame, CasoUnavailable } from '../../components/form';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { AcessosList } from './AcessosList';
import { CompartilharForm } from './CompartilharForm';

export default function CompartilhamentoScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  if (!caso) {
    return (
      <CasoUnavailable title="Compartilhamento" state={read} noCasoText="Abra um caso para compartilhá-lo." />
    );
  }
  return (
    <CasoFrame
      // Where the word may break at 320 px (Chromium on Linux has no pt-BR hyphenation dictionary).
      title={'Compartilha\u00ADmento'}
      caso={caso}
      count={caso.compartilhamentos.length}
      offline={read.offline}
    >
      {/* Access is not content: a closed window does not stop a share, only a read-only access does. */}
      {policy.pode_compartilhar ? (
        <CompartilharForm caso={caso} />
      ) : (
        <CasoBloqueado caso={caso} policy={policy} />
      )}
      <AcessosList caso={caso} podeRevogar={policy.pode_revogar} />
    </CasoFrame>
  );
}
