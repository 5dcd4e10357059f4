/**
 * A phone's link between the browser and the server, for the tests (issue 40): a TCP proxy that can
 * drop every socket once a number of bytes went up, refuse connections for a while, and hold the
 * link to a rate. The browser is never told it is offline (no 'offline' event, `navigator.onLine`
 * stays true), as in the field, where the link dies while the phone still shows its bars.
 *
 * A dropped socket is reset (RST) and a refused connection is reset as it opens, so the browser sees
 * ERR_CONNECTION_RESET at once: a link that silently stops answering ends the same way, after the
 * app's own time limits, which would only cost the tests time.
 */
import net from 'node:net';

export interface LinkRate {
  /** Browser → server, in bits per second; null: as fast as the machine goes. */
  up?: number | null;
  /** Server → browser, in bits per second. */
  down?: number | null;
}

export interface LinkProxy {
  /** Where the browser connects, e.g. `http://localhost:41234`. */
  readonly origin: string;
  readonly port: number;
  /** Bytes forwarded each way since the proxy opened. */
  readonly bytes: { readonly up: number; readonly down: number };
  /**
   * Once `n` more bytes went up (exactly `n` reach the server), every socket is dropped and new
   * connections are refused for `refuseMs` (until `restore()` when left out). Resolves at the cut.
   */
  dropAfter(n: number, options?: { refuseMs?: number }): Promise<void>;
  /**
   * Once a request whose head matches `request` went up, the link dies as its answer starts back:
   * the server did the work, the browser never hears of it. Every socket is dropped and connections
   * are refused as with `dropAfter`. Resolves at the cut. `request` is looked for in what went up the
   * socket, where a kept-alive link has the last body's bytes just before the head: anchor it with
   * `^` and it will not match. With `afterBytes`, that many bytes of the answer (head included) come
   * back first: the link dies mid-body, as a bucket's reset does to a download.
   */
  dropAnswerTo(request: RegExp, options?: { refuseMs?: number; afterBytes?: number }): Promise<void>;
  /** Drops every socket now and refuses connections for `ms` (until `restore()` when left out). */
  refuseFor(ms?: number): void;
  /** The link is back: connections are taken again (an armed `dropAfter` is forgotten). */
  restore(): void;
  /** Whether connections are refused now. */
  readonly refusing: boolean;
  /** Holds each direction to its rate, shared by every socket as a radio link is. */
  throttle(rate: LinkRate): void;
  close(): Promise<void>;
}

/** One direction of the link: when its next byte may leave, at its rate. */
class Pipe {
  rate: number | null = null;
  private freeAt = 0;
  count = 0;

  /** How long a chunk of `length` bytes waits before it leaves. */
  delayFor(length: number): number {
    if (!this.rate) return 0;
    const now = performance.now();
    const leaves = Math.max(now, this.freeAt);
    this.freeAt = leaves + (length * 8 * 1000) / this.rate;
    return leaves - now;
  }
}

export async function startLinkProxy(target: { host: string; port: number }): Promise<LinkProxy> {
  const sockets = new Set<net.Socket>();
  const up = new Pipe();
  const down = new Pipe();
  let refusing = false;
  let refuseTimer: ReturnType<typeof setTimeout> | undefined;
  let cut: { left: number; refuseMs?: number; done: () => void } | null = null;
  let answerCut: { request: RegExp; left: number; refuseMs?: number; done: () => void } | null = null;
  /** Per client socket, the end of what went up (a request's head may come in two chunks). */
  const tails = new WeakMap<net.Socket, string>();
  /** Client sockets whose answer is the one to lose. */
  const doomed = new WeakSet<net.Socket>();

  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  const refuseFor = (ms?: number) => {
    refusing = true;
    clearTimeout(refuseTimer);
    dropAll();
    if (ms !== undefined) refuseTimer = setTimeout(restore, ms);
  };

  function restore() {
    clearTimeout(refuseTimer);
    refusing = false;
    cut = null;
    answerCut = null;
  }

  /** Marks `client` when the request `answerCut` waits for went up through it. */
  const watchRequest = (client: net.Socket, chunk: Buffer) => {
    if (!answerCut) return;
    const seen = (tails.get(client) ?? '') + chunk.toString('latin1');
    tails.set(client, seen.slice(-512));
    if (answerCut.request.test(seen)) doomed.add(client);
  };

  /** The answer to the doomed request starts back: the link dies instead. */
  const loseAnswer = () => {
    if (!answerCut) return;
    const { refuseMs, done } = answerCut;
    answerCut = null;
    refuseFor(refuseMs);
    done();
  };

  /** The bytes `dropAfter` waited for went up: the link dies. */
  const dropNow = () => {
    if (!cut) return;
    const { refuseMs, done } = cut;
    cut = null;
    refuseFor(refuseMs);
    done();
  };

  /**
   * Forwards `chunk` from `from` to `to` at the pipe's rate, then, once it is written, `cutAfter`
   * (the link dies there); `from` waits while it is held.
   */
  const forward = (pipe: Pipe, from: net.Socket, to: net.Socket, chunk: Buffer, cutAfter?: () => void) => {
    const wait = pipe.delayFor(chunk.length);
    const send = () => {
      if (to.destroyed) return;
      pipe.count += chunk.length;
      to.write(chunk, () => cutAfter?.());
    };
    if (wait <= 0 && !cutAfter) {
      send();
      return;
    }
    from.pause();
    setTimeout(() => {
      send();
      // Before a cut, `from` stays held: nothing of it may overtake the cut or follow the last bytes.
      if (!from.destroyed && !cutAfter) from.resume();
    }, wait);
  };

  const server = net.createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    client.on('data', (chunk: Buffer) => {
      watchRequest(client, chunk);
      if (!cut || chunk.length < cut.left) {
        if (cut) cut.left -= chunk.length;
        forward(up, client, upstream, chunk);
        return;
      }
      const last = chunk.subarray(0, cut.left);
      cut.left = 0;
      forward(up, client, upstream, last, dropNow);
    });
    upstream.on('data', (chunk: Buffer) => {
      const losing = answerCut && doomed.has(client) ? answerCut : null;
      if (!losing || chunk.length < losing.left) {
        if (losing) losing.left -= chunk.length;
        forward(down, upstream, client, chunk);
      } else if (losing.left === 0) {
        loseAnswer();
      } else {
        const last = chunk.subarray(0, losing.left);
        losing.left = 0;
        forward(down, upstream, client, last, loseAnswer);
      }
    });
    const close = (other: net.Socket) => () => {
      sockets.delete(client);
      sockets.delete(upstream);
      if (!other.destroyed) other.end();
    };
    client.on('end', close(upstream));
    upstream.on('end', close(client));
    // A reset on one side resets the other, as a cut link does to both ends.
    client.on('error', () => upstream.resetAndDestroy());
    upstream.on('error', () => client.resetAndDestroy());
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    origin: `http://localhost:${port}`,
    port,
    get bytes() {
      return { up: up.count, down: down.count };
    },
    get refusing() {
      return refusing;
    },
    dropAfter: (n, options = {}) =>
      new Promise<void>((resolve) => {
        cut = { left: n, refuseMs: options.refuseMs, done: resolve };
      }),
    dropAnswerTo: (request, options = {}) =>
      new Promise<void>((resolve) => {
        answerCut = { request, left: options.afterBytes ?? 0, refuseMs: options.refuseMs, done: resolve };
      }),
    refuseFor,
    restore,
    throttle: (rate) => {
      if (rate.up !== undefined) up.rate = rate.up;
      if (rate.down !== undefined) down.rate = rate.down;
    },
    close: async () => {
      clearTimeout(refuseTimer);
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
