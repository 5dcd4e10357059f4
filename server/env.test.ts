import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const PRODUCAO = { NODE_ENV: 'production', PUBLIC_URL: 'https://rip.pc.pb.gov.br/rip-app' } as const;

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
    expect(loadEnv({ ...PRODUCAO }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCAO, HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });

  it('refuses to start in production without the public address, in Portuguese', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /Configuração inválida:[\s\S]*PUBLIC_URL: obrigatório em produção: o endereço público do app, com \/rip-app no fim/,
    );
  });

  it('takes the public address with its base path only, HTTPS in production but on this computer', () => {
    expect(loadEnv(PRODUCAO).PUBLIC_URL).toBe('https://rip.pc.pb.gov.br/rip-app');
    expect(loadEnv({ ...PRODUCAO, PUBLIC_URL: 'https://rip.pc.pb.gov.br:8443/rip-app/' }).PUBLIC_URL).toBe(
      'https://rip.pc.pb.gov.br:8443/rip-app',
    );
    // The local cluster: production on this computer, behind a balancer without TLS.
    expect(loadEnv({ ...PRODUCAO, PUBLIC_URL: 'http://127.0.0.1:5002/rip-app' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:5002/rip-app',
    );
    expect(() => loadEnv({ ...PRODUCAO, PUBLIC_URL: 'http://rip.pc.pb.gov.br/rip-app' })).toThrow(
      /PUBLIC_URL: em produção o endereço público é HTTPS/,
    );
    for (const errado of [
      'https://rip.pc.pb.gov.br',
      'https://rip.pc.pb.gov.br/outro',
      'https://rip.pc.pb.gov.br/rip-app/verificar',
      'https://rip.pc.pb.gov.br/rip-app?x=1',
      'https://usuario:senha@rip.pc.pb.gov.br/rip-app',
    ]) {
      expect(() => loadEnv({ PUBLIC_URL: errado }), errado).toThrow(
        /PUBLIC_URL: informe só o endereço público do app, com \/rip-app no fim/,
      );
    }
    expect(() => loadEnv({ PUBLIC_URL: 'ftp://rip.pc.pb.gov.br/rip-app' })).toThrow(/PUBLIC_URL/);
  });

  it('outside production, defaults the public address to where the server listens', () => {
    expect(loadEnv({}).PUBLIC_URL).toBe('http://127.0.0.1:3000/rip-app');
    expect(loadEnv({ NODE_ENV: 'test', PORT: '4200' }).PUBLIC_URL).toBe('http://127.0.0.1:4200/rip-app');
    expect(loadEnv({ HOST: '0.0.0.0' }).PUBLIC_URL).toBe('http://localhost:3000/rip-app');
    expect(loadEnv({ HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3000/rip-app');
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
