import { LocalizacoesScreen } from './LocalizacoesScreen';

export default function CamerasScreen() {
  return <LocalizacoesScreen tipo="camera" />;
}
