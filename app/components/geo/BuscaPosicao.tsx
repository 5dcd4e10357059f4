/**
 * The device search of a spot: 'Permissões Necessárias' before the browser asks, a full-screen
 * overlay while readings come (with how close the last one is), and what failed in the spec's
 * words. When the 30 s pass without a reading within 50 m, the officer chooses: the best reading,
 * with its accuracy in plain sight, or the address by hand.
 */
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCurrentLocation, IconEdit, IconMapPinCheck } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { GEO } from '../../../shared/geo';
import {
  ErroGeo,
  getPosicao,
  type Leitura,
  MENSAGENS_GEO,
  permissaoGeo,
  TITULO_ERRO_GEO,
} from '../../lib/geolocalizacao';
import { Modal } from '../Modal';
import classes from './BuscaPosicao.module.css';

type Fase =
  | { fase: 'parado' }
  | { fase: 'permissao' }
  | { fase: 'buscando'; leitura: Leitura | null }
  | { fase: 'erro'; erro: ErroGeo };

interface Opcoes {
  onPosicao: (leitura: Leitura) => void;
  /** Where the spot can also be typed; without it the error offers only the best reading. */
  onManual?: () => void;
}

export function useBuscaPosicao({ onPosicao, onManual }: Opcoes): { buscar: () => void; ui: ReactNode } {
  const [fase, setFase] = useState<Fase>({ fase: 'parado' });
  const cancelar = useRef<AbortController | null>(null);

  const rastrear = async () => {
    const controle = new AbortController();
    cancelar.current = controle;
    setFase({ fase: 'buscando', leitura: null });
    try {
      const leitura = await getPosicao({
        signal: controle.signal,
        onLeitura: (nova) => setFase({ fase: 'buscando', leitura: nova }),
      });
      setFase({ fase: 'parado' });
      onPosicao(leitura);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFase({ fase: 'erro', erro: error instanceof ErroGeo ? error : new ErroGeo('desconhecida') });
    }
  };

  const buscar = async () => {
    const estado = await permissaoGeo();
    if (estado === 'prompt') setFase({ fase: 'permissao' });
    else void rastrear();
  };

  const parar = () => {
    cancelar.current?.abort();
    setFase({ fase: 'parado' });
  };
  const manual = () => {
    setFase({ fase: 'parado' });
    onManual?.();
  };

  const melhor = fase.fase === 'erro' ? fase.erro.melhor : null;
  const ui = (
    <>
      <Modal
        opened={fase.fase === 'permissao'}
        onClose={() => setFase({ fase: 'parado' })}
        title="Permissões Necessárias"
        size={2}
        centered
      >
        <Text size="sm">
          Para registrar o local, autorize o uso da câmera e da geolocalização quando o navegador perguntar. A
          posição fica guardada com a sua precisão e o momento da leitura.
        </Text>
        <Button
          fullWidth
          mt="lg"
          leftSection={<IconCurrentLocation size={20} />}
          onClick={() => void rastrear()}
        >
          Continuar
        </Button>
      </Modal>
      {fase.fase === 'buscando' && (
        <div className={classes.overlay} role="status" aria-live="polite">
          <Loader color="gold.5" size="lg" />
          <Title order={2} size="h3" c="white">
            Obtendo localização…
          </Title>
          <Text c="gray.3" size="sm" maw={300}>
            {fase.leitura
              ? `Precisão atual: ${Math.round(fase.leitura.precisao_m)} m (aceita até ${GEO.precisaoAceitaM} m)`
              : 'Aguardando o primeiro sinal do GPS.'}
          </Text>
          <Button variant="white" color="dark" onClick={parar}>
            Cancelar
          </Button>
        </div>
      )}
      <Modal
        opened={fase.fase === 'erro'}
        onClose={() => setFase({ fase: 'parado' })}
        title={TITULO_ERRO_GEO}
        size={2}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{fase.fase === 'erro' ? MENSAGENS_GEO[fase.erro.falha] : ''}</Text>
          {melhor && (
            <Text size="sm" c="dimmed">
              A melhor leitura teve precisão de {Math.round(melhor.precisao_m)} m; o aceito é até{' '}
              {GEO.precisaoAceitaM} m.
            </Text>
          )}
          {melhor && (
            <Button
              variant="light"
              leftSection={<IconMapPinCheck size={20} />}
              onClick={() => {
                setFase({ fase: 'parado' });
                onPosicao(melhor);
              }}
            >
              Usar a leitura de {Math.round(melhor.precisao_m)} m
            </Button>
          )}
          {onManual && (
            <Button leftSection={<IconEdit size={20} />} onClick={manual}>
              Inserir Manualmente
            </Button>
          )}
        </Stack>
      </Modal>
    </>
  );
  return { buscar: () => void buscar(), ui };
}
