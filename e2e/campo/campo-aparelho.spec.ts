/**
 * Issue 25, items 3 and 4: a phone that loses its signal right after its first login, a scene
 * whose city the phone cannot know, and a case whose signal drops a second after it was created.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher, localDigitado, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, esperarCidadeNoPainel, GEO, USERS, waitForOfflineReady } from '../support';

const BAYEUX = 2501807;
const JOAO_PESSOA = 2507507;

interface CasoLido {
  id: string;
  vitimas: { pessoa: { nome: string }; endereco: { cidade: { id: number } | null } | null }[];
  geolocalizacao_caso: { rua: string | null; cidade: { id: number; nome: string } | null }[];
  equipe: { matricula: string; name: string }[];
}

async function casoNoServidor(page: Page, nome: RegExp): Promise<CasoLido> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const achados = historico.data.filter((caso) => nome.test(caso.name));
  expect(achados).toHaveLength(1);
  return (await (await page.request.get(`api/casos/${achados[0]?.id}`)).json()) as CasoLido;
}

async function sincronizado(page: Page) {
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
}

/** A homicide victim, as the person form asks it; with a city when `cidade` is typed. */
async function vitima(page: Page, nome: string, cidade?: { busca: string; opcao: string }) {
  await page.getByTestId('tile-vitima').click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await escolher(page, 'Estado do cadáver', 'Putrefação');
  await escolher(page, 'Meio de morte', 'Afogamento');
  await campo(page, 'Nome').fill(nome);
  if (cidade) {
    await page.getByRole('combobox', { name: 'Cidade' }).fill(cidade.busca);
    await page.getByRole('option', { name: cidade.opcao }).click();
  }
  await salvarPessoa(page);
}

test('a fresh phone: first login, no signal at once; a victim with a city, the scene and a team member reach the server with their cities', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // The reads the session starts with; the person never opens a form online.
  const listas = ['municipios', 'encaminhamentos', 'cargos'].map((lista) =>
    page.waitForResponse((r) => r.url().endsWith(`/api/${lista}`) && r.ok(), { timeout: 30_000 }),
  );
  await entrarComo(page, USERS.escrivao.matricula);
  await Promise.all(listas);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.getByRole('link', { name: /Novo Caso/ }).click();
  await page.getByLabel('Informe o nome do caso').fill('caso do aparelho novo');
  await page.getByRole('button', { name: 'Criar novo caso' }).click();
  await expect(page).toHaveURL(/\/Caso$/);

  await vitima(page, 'Severino Ramos', { busca: 'bayeux', opcao: 'Bayeux / PB' });
  await expect(page.getByText('Severino Ramos (Offline)')).toBeVisible();

  await page.goto('Caso');
  await page.getByTestId('tile-geolocalizacaoCaso').click();
  await page.getByRole('button', { name: 'Inserir Manualmente' }).click();
  await localDigitado(page);

  await page.getByTestId('tile-equipe').click();
  await campo(page, 'Matrícula').fill('7654321');
  await campo(page, 'Nome').fill('Cabo Ferreira');
  await escolher(page, 'Cargo', 'Polícia Militar');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Polícia Militar' }).getByText('Cabo Ferreira'),
  ).toBeVisible();

  await context.setOffline(false);
  await sincronizado(page);
  const caso = await casoNoServidor(page, /aparelho novo/i);
  expect(caso.vitimas.map((v) => [v.pessoa.nome, v.endereco?.cidade?.id])).toEqual([
    ['Severino Ramos', BAYEUX],
  ]);
  expect(caso.geolocalizacao_caso.map((l) => [l.rua, l.cidade?.id])).toEqual([
    ['Rua Sem Sinal', JOAO_PESSOA],
  ]);
  expect(caso.equipe.map((m) => [m.matricula, m.name])).toEqual([['7654321', 'Cabo Ferreira']]);
});

async function comGps(context: BrowserContext, latitude: number, longitude: number) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude, accuracy: 9 });
}

test('a scene found by GPS without signal says its city is to be confirmed; given later, its death counts for that city', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // A spot no other journey looks up, so the server's geocoder cache cannot answer for the stand-in.
  await comGps(context, -7.1371, -34.9437);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso cidade a confirmar');
  await vitima(page, 'Joana Sem Cidade');
  await expect(page.getByText('Joana Sem Cidade')).toBeVisible();
  await page.goto('Caso');
  await page.getByTestId('tile-geolocalizacaoCaso').click();
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Buscar Geolocalização' }).click();
  await expect(page.getByText(/o servidor a obtém da posição ao sincronizar/)).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await page.getByTestId('tile-geolocalizacaoCaso').click();
  const card = page.getByRole('article', { name: 'Local do crime' });
  await expect(card.getByText('Cidade a confirmar')).toBeVisible();
  await expect(
    card.getByText('A cidade será obtida da posição quando o aparelho sincronizar.'),
  ).toBeVisible();
  await checkpoint(page, 'local-cidade-a-confirmar-offline');

  // The geocoder does not answer when the record arrives: the city stays to be confirmed.
  await page.request.post(`${GEO}/__control/reverse`, { data: { status: 500 } });
  try {
    await context.setOffline(false);
    await sincronizado(page);
    await expect(card.getByText('Offline')).toHaveCount(0);
    await expect(card.getByText('Cidade a confirmar')).toBeVisible();
    await expect(card.getByText(/será obtida da posição/)).toHaveCount(0);
  } finally {
    await page.request.post(`${GEO}/__control/reverse`, { data: { reset: true } });
  }
  await card.getByRole('button', { name: 'Informar cidade' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cidade — Local do crime' });
  await dialogo.getByRole('combobox', { name: 'Cidade' }).fill('bayeux');
  await page.getByRole('option', { name: 'Bayeux / PB' }).click();
  await checkpoint(page, 'local-informar-cidade');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByText('Bayeux / PB')).toBeVisible();
  await expect(card.getByText('Cidade a confirmar')).toHaveCount(0);

  const caso = await casoNoServidor(page, /cidade a confirmar/i);
  expect(caso.geolocalizacao_caso.map((l) => l.cidade?.id)).toEqual([BAYEUX]);
  await esperarCidadeNoPainel(page, 'Bayeux');
});

test('a case whose signal drops a second after its creation opens and takes a victim; Histórico without signal lists the cases the phone saw', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await entrarComo(page, USERS.delegado.matricula);
  await waitForOfflineReady(page);
  // Seen online: created, its hub read from the server.
  await criarCaso(page, 'caso visto com sinal');
  await expect(page.getByText(/^\d{4}\.\d{6}$/).first()).toBeVisible();

  // The connection dies right after the server answered the create: the hub's read never gets out.
  await page.route(/\/api\/casos\/[0-9a-f-]{36}$/, (route) =>
    route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto('casonome');
  await page.getByLabel('Informe o nome do caso').fill('caso da queda de sinal');
  const criado = page.waitForResponse(
    (r) => r.url().endsWith('/api/casos') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Criar novo caso' }).click();
  expect((await criado).status()).toBe(201);
  await context.setOffline(true);

  await expect(page).toHaveURL(/\/Caso$/);
  await expect(
    page.getByText('Este caso ainda não foi aberto neste aparelho.', { exact: false }),
  ).toHaveCount(0);
  await expect(page.getByTestId('tile-vitima')).toBeVisible();
  await vitima(page, 'Maria Sem Sinal');
  await expect(page.getByText('Maria Sem Sinal (Offline)')).toBeVisible();

  await page.goto('historico');
  const lista = page.getByRole('list', { name: 'Casos' });
  await expect(lista.getByText(/caso da queda de sinal/i)).toBeVisible();
  await expect(lista.getByText(/caso visto com sinal/i)).toBeVisible();
  await checkpoint(page, 'historico-sem-sinal');

  await page.unroute(/\/api\/casos\/[0-9a-f-]{36}$/);
  await context.setOffline(false);
  await sincronizado(page);
  const caso = await casoNoServidor(page, /queda de sinal/i);
  expect(caso.vitimas.map((v) => v.pessoa.nome)).toEqual(['Maria Sem Sinal']);
});
