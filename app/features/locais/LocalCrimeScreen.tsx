import { LocalizacoesScreen } from './LocalizacoesScreen';

export default function LocalCrimeScreen() {
  return <LocalizacoesScreen tipo="local" />;
}
