/**
 * The checkpoints' copies in the S3 bucket, out of reach of the database's owner and of whoever
 * holds the data directory (the bucket's credentials are the service's, not in either). Where the
 * bucket was created with Object Lock, every checkpoint and every daily digest is written with a
 * retention in compliance mode: until it ends nobody — the service's credentials, an administrator
 * of the bucket, the account's root — deletes or overwrites that version. Whether the bucket has it
 * is asked of the store itself (GetObjectLockConfiguration), at start and until it answers.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../env';
import { s3ClientConfig } from '../storage/s3-store';

/** Object Lock on the published checkpoints: in force (for `dias`), or why not. */
export type Retencao = { ativa: true; dias: number } | { ativa: false; motivo: string };

export interface BaldeDeCheckpoints {
  retencao(): Promise<Retencao>;
  /** Writes `nome`; `reter` asks for the retention, when the bucket has it (never on an object rewritten in place). */
  gravar(nome: string, corpo: string, opcoes: { reter: boolean; agora: Date }): Promise<void>;
  /** The object's text, or null when there is none. */
  ler(nome: string): Promise<string | null>;
  /** Every object's name starting with `prefixo`. */
  listar(prefixo: string): Promise<string[]>;
}

/** The media store's prefix (server/storage/s3-store.ts): the backup copies the checkpoints with the media. */
const PREFIX = 'media/';
const DIA_MS = 24 * 60 * 60 * 1000;

type Sdk = typeof import('@aws-sdk/client-s3');

interface S3Failure {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
  message?: string;
}

/** The store's answer, when it is one; null for a failure that may pass (network, a busy store). */
function semRetencao(error: S3Failure): string | null {
  const codigo = error.name ?? error.Code;
  const status = error.$metadata?.httpStatusCode;
  if (codigo === 'ObjectLockConfigurationNotFoundError') {
    return 'o balde foi criado sem Object Lock (só se liga ao criar o balde)';
  }
  if (codigo === 'NotImplemented' || status === 501) return 'o armazenamento S3 não implementa Object Lock';
  if (codigo === 'AccessDenied' || status === 403) {
    return 'as credenciais do serviço não podem consultar o Object Lock do balde (s3:GetBucketObjectLockConfiguration)';
  }
  return null;
}

const naoEncontrado = (error: S3Failure) =>
  error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;

async function texto(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export function baldeDeCheckpoints(config: S3Config, dias: number): BaldeDeCheckpoints {
  const Bucket = config.bucket;
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const s3 = () => {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(s3ClientConfig(config)),
    }));
    return loading;
  };

  let sabida: Promise<Retencao> | null = null;
  async function perguntar(): Promise<Retencao> {
    const { sdk, client } = await s3();
    try {
      const { ObjectLockConfiguration } = await client.send(
        new sdk.GetObjectLockConfigurationCommand({ Bucket }),
      );
      return ObjectLockConfiguration?.ObjectLockEnabled === 'Enabled'
        ? { ativa: true, dias }
        : { ativa: false, motivo: 'o balde não tem Object Lock ligado' };
    } catch (error) {
      const motivo = semRetencao(error as S3Failure);
      // Asked again next time: a store out of reach at start says nothing about the bucket.
      if (motivo === null) sabida = null;
      return {
        ativa: false,
        motivo: motivo ?? `não foi possível consultar o balde (${(error as S3Failure).message ?? error})`,
      };
    }
  }

  const balde: BaldeDeCheckpoints = {
    retencao() {
      sabida ??= perguntar();
      return sabida;
    },

    async gravar(nome, corpo, { reter, agora }) {
      const { sdk, client } = await s3();
      const bytes = Buffer.from(corpo, 'utf8');
      const retencao = reter ? await balde.retencao() : null;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: `${PREFIX}${nome}`,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/json',
          // S3 requires a digest of the body with any Object Lock parameter.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          ...(retencao?.ativa
            ? {
                ObjectLockMode: 'COMPLIANCE',
                ObjectLockRetainUntilDate: new Date(agora.getTime() + retencao.dias * DIA_MS),
              }
            : {}),
        }),
      );
    },

    async ler(nome) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: `${PREFIX}${nome}` }));
        return await texto(object.Body as Readable);
      } catch (error) {
        if (naoEncontrado(error as S3Failure)) return null;
        throw error;
      }
    },

    async listar(prefixo) {
      const { sdk, client } = await s3();
      const nomes: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: `${PREFIX}${prefixo}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) nomes.push(object.Key.slice(PREFIX.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return nomes;
    },
  };
  return balde;
}
