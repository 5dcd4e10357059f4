/**
 * How the backup and the restore reach the bucket, and what they do when it resets the connection
 * (an idle kept-alive socket closed by the bucket or a load balancer just as it is reused, a link
 * that drops). The SDK tries a request again when it failed before its answer began (`maxAttempts`,
 * with its own backoff), but not when the body is cut while it streams — `send` has resolved by then
 * — nor when the request's own body is a stream, which it cannot replay (it says "non-retryable
 * streaming request" and throws). So each object is copied whole again, from its first byte and
 * with a new SHA-256, when its copy fails on the network: the file of a failed attempt is written
 * over, never added to, and its hash is thrown away.
 */
import { setTimeout as esperar } from 'node:timers/promises';
import type { S3Config } from '../env';
import { s3ClientConfig } from '../storage/s3-store';

const TENTATIVAS = 4;
/** Before the second attempt; doubled before each next one (0.25 + 0.5 + 1 s in all). */
const PRIMEIRA_ESPERA_MS = 250;

export async function clienteDoBalde(config: S3Config) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    ...s3ClientConfig(config),
    // The SDK's default, said here: each request, before its answer begins, is tried 3 times.
    maxAttempts: 3,
    // Without these the SDK waits forever on a bucket that stops answering, mid-body included; a
    // minute with no byte either way is a dead link. Only here: the server's store streams to
    // phones, whose slow reading may leave its socket to the bucket idle that long.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
  return { sdk, client, Bucket: config.bucket };
}

interface ErroDeRede {
  name?: string;
  code?: string;
  message?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

/**
 * Node's network errors as the SDK classes them ("aborted" and "socket hang up" are ECONNRESET), and
 * a body that closed before its end; each as the operator reads it.
 */
const DE_REDE = new Map([
  ['ECONNRESET', 'conexão reiniciada'],
  ['ECONNREFUSED', 'conexão recusada'],
  ['EPIPE', 'conexão fechada durante o envio'],
  ['ETIMEDOUT', 'tempo esgotado'],
  ['EHOSTUNREACH', 'balde fora de alcance'],
  ['ENETUNREACH', 'rede fora de alcance'],
  ['ENOTFOUND', 'endereço do balde não encontrado'],
  ['EAI_AGAIN', 'endereço do balde não encontrado'],
  ['ERR_STREAM_PREMATURE_CLOSE', 'conexão fechada antes do fim'],
  ['TimeoutError', 'o balde parou de responder'],
]);

/** Whether another attempt may succeed: the network, a timeout, the bucket's 5xx or throttling. */
function passageira(error: unknown): boolean {
  let atual = error as ErroDeRede | undefined;
  for (let fundo = 0; atual && fundo < 5; fundo += 1) {
    // A read of our own copy failed and aborted the request: the disk, not the network.
    if (atual.name === 'AbortError') return false;
    const status = atual.$metadata?.httpStatusCode ?? 0;
    if (
      atual.name === 'TimeoutError' ||
      DE_REDE.has(atual.code ?? '') ||
      atual.$retryable !== undefined ||
      status === 429 ||
      status >= 500
    )
      return true;
    atual = atual.cause as ErroDeRede | undefined;
  }
  return false;
}

/** The deepest cause, as an operator reads it: "ECONNRESET, conexão reiniciada: aborted", "EISDIR: …". */
function motivo(error: unknown): string {
  let atual = error as ErroDeRede;
  while (atual.cause && typeof atual.cause === 'object') atual = atual.cause as ErroDeRede;
  const nome = atual.code ?? atual.name ?? 'erro';
  const status = atual.$metadata?.httpStatusCode;
  const dito = DE_REDE.get(nome);
  const texto = (atual.message ?? String(atual)).split('\n')[0];
  return `${nome}${dito ? `, ${dito}` : ''}${status ? ` (HTTP ${status})` : ''}: ${texto}`;
}

/**
 * Runs `fazer` — which must start over from nothing: a new request, a new stream, a new hash — until
 * it succeeds, up to 4 times while it fails on the network. `falha` names what did not happen
 * ("O objeto media/x não foi copiado do balde"), in the warning of each new attempt and in the
 * error when there is none left.
 */
export async function comTentativas<T>(falha: string, fazer: () => Promise<T>): Promise<T> {
  for (let tentativa = 1; ; tentativa += 1) {
    try {
      return await fazer();
    } catch (error) {
      if (!passageira(error)) throw new Error(`${falha}: ${motivo(error)}`, { cause: error });
      if (tentativa === TENTATIVAS) {
        throw new Error(`${falha} em ${TENTATIVAS} tentativas: ${motivo(error)}`, { cause: error });
      }
      const espera = PRIMEIRA_ESPERA_MS * 2 ** (tentativa - 1);
      console.warn(
        `  ${falha} (${motivo(error)}); nova tentativa, do primeiro byte, em ${espera} ms (${tentativa + 1} de ${TENTATIVAS})`,
      );
      await esperar(espera);
    }
  }
}
