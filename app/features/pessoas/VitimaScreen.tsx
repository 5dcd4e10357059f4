import { PessoasScreen } from './PessoasScreen';

export default function VitimaScreen() {
  return <PessoasScreen papel="vitima" />;
}
