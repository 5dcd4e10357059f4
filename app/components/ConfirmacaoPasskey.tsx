import { lazy, Suspense, useEffect, useState } from 'react';
import { setRecusaHandler } from '../lib/api';

const ConfirmacaoPasskeyDialog = lazy(() => import('./ConfirmacaoPasskeyDialog'));

interface Pedido {
  motivo: string;
  responder: (confirmada: boolean) => void;
}

/**
 * Drawn by the app shell (issue 43): when the server asks an administration act for a passkey
 * touch, the act waits here for the officer's touch and is tried again; cancelled, it is refused as
 * the server said. The dialog and WebAuthn load only when asked for.
 */
export function ConfirmacaoPasskey() {
  const [pedido, setPedido] = useState<Pedido | null>(null);
  useEffect(() => {
    // Several acts refused at once wait for the same touch.
    let aberto: Promise<boolean> | null = null;
    setRecusaHandler((error) => {
      // Only the step-up is answered here: any other refusal stays as the server said it.
      if (error.code !== 'CONFIRMACAO_NECESSARIA') return Promise.resolve(false);
      aberto ??= new Promise<boolean>((resolve) => {
        setPedido({
          motivo: error.message,
          responder: (confirmada) => {
            aberto = null;
            setPedido(null);
            resolve(confirmada);
          },
        });
      });
      return aberto;
    });
    return () => setRecusaHandler(null);
  }, []);
  if (pedido === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmacaoPasskeyDialog motivo={pedido.motivo} responder={pedido.responder} />
    </Suspense>
  );
}
