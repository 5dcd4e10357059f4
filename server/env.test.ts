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
});
