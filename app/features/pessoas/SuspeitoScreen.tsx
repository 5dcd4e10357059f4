import { PessoasScreen } from './PessoasScreen';

export default function SuspeitoScreen() {
  return <PessoasScreen papel="suspeito" />;
}
