import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('gives defaults that let `npm start` work on a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      SESSION_IDLE_MINUTES: 30,
      SESSION_MAX_HOURS: 12,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/data$/);
  });

  it('listens on 127.0.0.1 outside production and on every address in production, unless HOST says', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'production', HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });

  it('takes DATABASE_OWNER_URL only beside DATABASE_URL', () => {
    const owner = 'postgres://dono:x@db:5432/rip';
    expect(
      loadEnv({ DATABASE_URL: 'postgres://app:y@db:5432/rip', DATABASE_OWNER_URL: owner }).DATABASE_OWNER_URL,
    ).toBe(owner);
    expect(() => loadEnv({ DATABASE_OWNER_URL: owner })).toThrow(
      /DATABASE_OWNER_URL: só vale com DATABASE_URL/,
    );
  });

  it('stops with a Portuguese message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /Configuração inválida:[\s\S]*PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('keeps media on disk without S3_*, in S3 with all five, and stops on half a configuration', () => {
    expect(loadEnv({}).s3).toBeNull();
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.gov.br',
      S3_BUCKET: 'rip-midias',
      S3_ACCESS_KEY_ID: 'chave',
      S3_SECRET_ACCESS_KEY: 'segredo',
      S3_REGION: 'sa-east-1',
    };
    expect(loadEnv(s3).s3).toEqual({
      endpoint: 'https://s3.example.gov.br',
      bucket: 'rip-midias',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
      region: 'sa-east-1',
      forcePathStyle: true,
    });
    expect(loadEnv({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    const { S3_SECRET_ACCESS_KEY: _, S3_REGION: __, ...metade } = s3;
    expect(() => loadEnv(metade)).toThrow(
      /Configuração inválida:[\s\S]*S3: o armazenamento S3 precisa de todas[\s\S]*faltam S3_SECRET_ACCESS_KEY, S3_REGION/,
    );
  });
});
