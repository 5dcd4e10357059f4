/** The team of the selected case (spec §2.1 equipe, §2.3 Team). */
import { CasoFrame, CasoUnavailable } from '../../components/form';
import { useSelectedCaso } from '../casos/useCaso';
import { EquipePainel } from './EquipePainel';

export default function EquipeScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  if (!caso) {
    return <CasoUnavailable title="Equipe" state={read} noCasoText="Abra um caso para registrar a equipe." />;
  }
  return (
    <CasoFrame title="Equipe" caso={caso} count={caso.equipe.length} offline={read.offline}>
      {/* The panel says why the case cannot be changed: the report shows it without the form. */}
      <EquipePainel caso={caso} />
    </CasoFrame>
  );
}
