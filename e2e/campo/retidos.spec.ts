/**
 * A create the server refuses holds back what names its record. The delegate, without signal, adds
 * a victim and a witness linked to her; meanwhile the investigator adds the same person (same CPF)
 * online. Back online, the victim is refused ("já está cadastrada") and the witness waits, saying
 * why, instead of going and coming back refused in turn; discarding the victim lets it go.
 */
import { expect, type Page, test } from '@playwright/test';
import { campo, escolher, formularioFechado, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { casoComVitimaCompartilhado, preencherVitima } from '../dois-celulares';

/** A valid CPF no other journey uses (its nine digits drawn, its two check digits computed). */
function cpfNovo(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const n of [9, 10]) {
    const soma = d.slice(0, n).reduce((total, digito, i) => total + digito * (n + 1 - i), 0);
    d.push(((soma * 10) % 11) % 10);
  }
  const s = d.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

async function adicionarVitimaComCpf(page: Page, nome: string, cpf: string): Promise<void> {
  await preencherVitima(page, nome, cpf);
  await salvarPessoa(page);
  await formularioFechado(page);
}

test('a victim the server refuses holds back the witness linked to her, which says why and goes once she is discarded', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { delegado } = await casoComVitimaCompartilhado(page, browser, 'Caso Retidos');
  const d = delegado.page;
  const cpf = cpfNovo();

  // The case read once online on this phone, as before leaving for a scene without signal.
  await d.goto('Vitima');
  await expect(d.getByRole('link', { name: /^Editar Maria da Silva/i })).toBeVisible();
  await delegado.context.setOffline(true);
  await expect.poll(() => d.evaluate(() => navigator.onLine)).toBe(false);
  await adicionarVitimaComCpf(d, 'Joana Souza', cpf);
  await d.goto('testemunha');
  await d.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(d, 'Tipo de vínculo', 'Familiar');
  await escolher(d, 'Parentesco', 'irmão');
  await d.getByRole('combobox', { name: 'Vítima', exact: true }).click();
  await d.getByRole('option', { name: 'Joana Souza (Offline)' }).click();
  await campo(d, 'Nome').fill('Carlos Souza');
  await salvarPessoa(d);
  await formularioFechado(d);
  await expect(d.getByRole('button', { name: 'Sincronização: 2 itens aguardando' })).toBeVisible();

  // Meanwhile the investigator, online, adds the same person.
  await adicionarVitimaComCpf(page, 'Joana de Souza', cpf);
  await expect(page.getByText('Vítima salva com sucesso!')).toBeVisible();

  await delegado.context.setOffline(false);
  const botao = d.getByRole('button', { name: 'Sincronização: 1 item aguardando, 1 não aceito' });
  await expect(botao).toBeVisible({ timeout: 30_000 });
  await botao.click();
  const fila = d.getByRole('dialog', { name: 'Sincronização' });
  const cartao = (trecho: string) => fila.locator('.mantine-Paper-root').filter({ hasText: trecho });
  await expect(cartao('Joana Souza').getByText(/já está cadastrada como vítima neste caso/)).toBeVisible();
  const testemunha = cartao('Carlos Souza');
  await expect(
    testemunha.getByText(
      'Depende de um item não aceito pelo servidor: envie-o de novo ou descarte-o, abaixo.',
    ),
  ).toBeVisible();
  await checkpoint(d, 'retidos-testemunha-aguarda');

  // Sent again by hand, nothing of the two goes out: the refusal stands, the witness still waits.
  await d.getByRole('button', { name: 'Sincronizar agora (1)' }).click();
  await expect(testemunha.getByText(/Depende de um item não aceito/)).toBeVisible();

  await cartao('Joana Souza').getByRole('button', { name: 'Descartar' }).click();
  await d.getByRole('dialog', { name: 'Tem certeza?' }).getByRole('button', { name: 'Descartar' }).click();
  await d.getByRole('button', { name: 'Sincronizar agora (1)' }).click();
  // With its victim discarded, the witness goes and the server says what it thinks of it.
  await expect(testemunha.getByText(/Depende de um item não aceito/)).toHaveCount(0, { timeout: 30_000 });
  await expect(fila.getByText('Aguardando envio')).toHaveCount(0);
  await checkpoint(d, 'retidos-testemunha-enviada');
  await delegado.context.close();
});
