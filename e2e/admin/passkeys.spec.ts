import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { loginAs, reabrirComSessaoEsquecida, runOnE2eDatabase, waitForOfflineReady } from '../support';

/**
 * Issue 43: a fingerprint instead of a password at 3 a.m. An administrator of their own (an
 * administrator with a passkey is asked for the step-up, which no other journey expects) registers
 * the phone's passkey in Meus Dados; after an expiry the login offers the finger first and one
 * touch, with nothing typed, opens the app, whose offline shell still opens; the password stays as
 * the fallback; granting administration rights asks for a fresh touch. Chromium's virtual
 * authenticator stands in for the phone's (platform, user verification).
 */

const SENHA = 'Digital-Na-Cena-43';

async function usuarioNovo(perfil: string, nome: string): Promise<string> {
  const matricula = `4${String(Date.now()).slice(-6)}`;
  await runOnE2eDatabase(['e2e', 'fixtures', 'usuario-novo.ts'], [matricula, nome, perfil, SENHA]);
  return matricula;
}

/** The phone's own authenticator: internal, verifying the user (the finger) at every touch. */
async function autenticadorDoCelular(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** The server forgets the session, as after the idle expiry; the app says so on the login screen. */
async function expirar(page: Page): Promise<void> {
  await page.goto('home');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await reabrirComSessaoEsquecida(page);
  await expect(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
}

test('one touch after an expiry opens the app, offline too, and granting rights asks for a fresh touch', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const matricula = await usuarioNovo('Admin', 'Helena Duarte Passos');
  const outro = await usuarioNovo('Investigador', 'Caio Menezes Leal');
  await autenticadorDoCelular(page);
  await loginAs(page, matricula, SENHA);
  await waitForOfflineReady(page);

  await page.goto('UserEdit');
  const secao = page.getByRole('heading', { name: 'Entrar com a digital' });
  await secao.scrollIntoViewIfNeeded();
  await page.getByLabel('Sua senha').fill(SENHA);
  await page.getByRole('button', { name: 'Cadastrar a digital' }).click();
  await expect(page.getByText(/Digital cadastrada/)).toBeVisible();
  await expect(
    page.getByLabel('Passkeys cadastradas').getByRole('button', { name: /^Remover / }),
  ).toHaveCount(1);
  await checkpoint(page, 'meus-dados-passkey');

  await expirar(page);
  const digital = page.getByRole('button', { name: 'Entrar com a digital' });
  await expect(digital).toBeVisible();
  await expect(page.getByLabel('Matrícula')).toHaveCount(0);
  await checkpoint(page, 'login-com-digital');
  let inicio = Date.now();
  await digital.click();
  await expect(page).toHaveURL(/\/rip-app\/home$/);
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  console.log(
    `[medida] da expiração ao início com a digital: ${(Date.now() - inicio) / 1000} s, 1 toque, 0 caracteres`,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
  await page.goto('historico');
  await expect(page.getByRole('heading', { name: 'Últimos casos registrados' })).toBeVisible();
  await context.setOffline(false);

  // The password stays as the fallback, one tap away.
  await expirar(page);
  inicio = Date.now();
  await page.getByRole('button', { name: 'Entrar com matrícula e senha' }).click();
  await page.getByLabel('Matrícula').fill(matricula);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/rip-app\/home$/);
  console.log(
    `[medida] da expiração ao início com a senha: ${(Date.now() - inicio) / 1000} s (digitação da máquina), 4 toques, ${matricula.length + SENHA.length} caracteres`,
  );

  // A session opened with the password grants administration rights only after a fresh touch.
  await page.goto('painel-admin');
  await page.getByLabel('Matrícula ou nome').fill(outro.slice(0, 5));
  await page.getByRole('button', { name: 'Ver usuário Caio Menezes Leal' }).click();
  const modal = page.getByRole('dialog', { name: 'Ver usuário' });
  await escolher(page, 'Perfil', 'Admin');
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Confirme que é você' });
  await expect(
    confirmacao.getByText(/Dar ou retirar direitos de administração pede a confirmação/),
  ).toBeVisible();
  await checkpoint(page, 'confirmacao-com-digital');
  await confirmacao.getByRole('button', { name: 'Confirmar com a digital' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(confirmacao).toHaveCount(0);
});
