import { PessoasScreen } from './PessoasScreen';

export default function TestemunhaScreen() {
  return <PessoasScreen papel="testemunha" />;
}
