/**
 * The passkey calls of the tests (issue 43), as the app makes them, with the software authenticator
 * (autenticador.ts) standing in for the phone.
 */

import { and, eq, sql } from 'drizzle-orm';
import { logs } from '../db/schema';
import { type Assinatura, Autenticador } from './autenticador';
import type { TestServer } from './harness';
import { DEMO_PASSWORD } from './personas';
import type { TestClient } from './segundo-no';

export function autenticadorDe(env: { PUBLIC_URL: string }): Autenticador {
  const url = new URL(env.PUBLIC_URL);
  return new Autenticador(url.origin, url.hostname);
}

/** Registers a passkey for the cookie's user (the demo password) and returns its id. */
export async function cadastrarPasskey(
  client: TestClient,
  cookie: string,
  autenticador: Autenticador,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const opcoes = await client.api({
    method: 'POST',
    url: '/auth/passkeys/opcoes',
    cookie,
    payload: { current_password: password },
  });
  if (opcoes.statusCode !== 200) throw new Error(`opções do cadastro: ${opcoes.statusCode} ${opcoes.body}`);
  const criada = await client.api({
    method: 'POST',
    url: '/auth/passkeys',
    cookie,
    payload: { resposta: autenticador.registrar(opcoes.json()) },
  });
  if (criada.statusCode !== 200) throw new Error(`cadastro: ${criada.statusCode} ${criada.body}`);
  return criada.json().id;
}

/** A login challenge, from this node. */
export async function opcoesDeLogin(client: TestClient) {
  const opcoes = await client.api({ method: 'POST', url: '/auth/passkey/opcoes' });
  if (opcoes.statusCode !== 200) throw new Error(`opções do login: ${opcoes.statusCode} ${opcoes.body}`);
  return opcoes.json();
}

export const entrarComPasskey = (client: TestClient, resposta: unknown) =>
  client.api({ method: 'POST', url: '/auth/passkey', payload: { resposta } });

/** The step-up of the cookie's session with the authenticator's passkey. */
export async function confirmar(
  client: TestClient,
  cookie: string,
  autenticador: Autenticador,
  como: Assinatura = {},
) {
  const opcoes = await client.api({ method: 'POST', url: '/auth/confirmacao/opcoes', cookie });
  if (opcoes.statusCode !== 200)
    throw new Error(`opções da confirmação: ${opcoes.statusCode} ${opcoes.body}`);
  return client.api({
    method: 'POST',
    url: '/auth/confirmacao',
    cookie,
    payload: { resposta: autenticador.assinar(opcoes.json(), como) },
  });
}

export const cookieDe = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'rip_session');
  if (!cookie) throw new Error('resposta sem cookie de sessão');
  return `rip_session=${cookie.value}`;
};

/** The log rows of one action about one passkey. */
export const logsDaPasskey = (server: TestServer, action: string, passkeyId: string) =>
  server.db
    .select()
    .from(logs)
    .where(and(eq(logs.action, action), sql`${logs.context}->>'passkeyId' = ${passkeyId}`));
