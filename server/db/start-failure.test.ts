import { describe, expect, it } from 'vitest';
import { describeStartFailure, StartFailure } from './start-failure';

describe('describeStartFailure', () => {
  it('never says "undefined", whatever was thrown', () => {
    for (const thrown of [undefined, null, '', {}, new Error('')]) {
      const said = describeStartFailure(thrown);
      expect(said).not.toMatch(/undefined|null|\[object/);
      expect(said).toContain('rode npm start de novo');
    }
  });

  it('names the taken port and what to do', () => {
    const error = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', port: 3000 });
    expect(describeStartFailure(error)).toBe(
      'a porta 3000 já está em uso por outro programa. Pare esse programa ou escolha outra porta (PORT=3001 npm start).',
    );
  });

  it('looks through the wrapper Drizzle puts around the driver error', () => {
    const driver = Object.assign(new Error('password authentication failed for user "app"'), {
      code: '28P01',
    });
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    expect(describeStartFailure(wrapped)).toMatch(/^o PostgreSQL recusou o login \(password authentication/);
  });

  it('passes our own worded failures through and names the command to run again', () => {
    expect(describeStartFailure(new StartFailure('já dito.'))).toBe('já dito.');
    expect(describeStartFailure(new Error('algo'), 'o comando')).toBe(
      'algo. Veja as mensagens acima, corrija a causa e rode o comando de novo.',
    );
  });
});
