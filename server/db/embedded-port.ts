import net from 'node:net';

function listenOn(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(null));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(bound));
    });
  });
}

/** Nothing listens on 127.0.0.1:port (nor on every address, which would cover it). */
export async function portIsFree(port: number): Promise<boolean> {
  return (await listenOn(port)) === port;
}

/** A port the system has just given out as free; PostgreSQL binds it a moment later. */
export async function freePort(): Promise<number> {
  const port = await listenOn(0);
  if (port === null) throw new Error('nenhuma porta livre em 127.0.0.1');
  return port;
}
