import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { badge, campo, criarCaso, escolher, localDigitado } from '../casos';
import { checkpoint } from '../checkpoint';
import { segurarEnvios } from '../fila';
import { entrarComo, GEO, USERS, waitForOfflineReady } from '../support';

// The stand-in the config starts for the tile server and the geocoder.

/** A fix on Avenida Epitácio Pessoa, João Pessoa, as a phone reports it. */
const FIX = { latitude: -7.1195, longitude: -34.845 };
/** A fix two kilometres up the avenue. */
const OUTRO_FIX = { latitude: -7.115, longitude: -34.861 };

async function comGps(context: BrowserContext, accuracy: number) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...FIX, accuracy });
}

async function abrirLocal(page: Page) {
  await page.getByTestId('tile-geolocalizacaoCaso').click();
  await expect(page.getByRole('heading', { name: 'Local do Crime' })).toBeVisible();
}

interface LocalLido {
  rua: string | null;
  coordenadas: [number, number] | null;
  precisao_m: number | null;
  condicoes?: { tipo: string | null; local_interno: string | null } | null;
}

test('Local do Crime by GPS: a 12 m fix, its address filled in, the conditions, then deleted and typed by hand', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await comGps(context, 12);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso do local');
  await abrirLocal(page);
  await expect(page.getByText('Nenhuma informação disponível sobre o local do crime.')).toBeVisible();
  await checkpoint(page, 'local-vazio');

  // A condition chosen at a reading elsewhere, the form left: on the next search it waits in the
  // draft, at the new reading's position and address, not the draft's.
  await context.setGeolocation({ ...OUTRO_FIX, accuracy: 12 });
  await page.getByRole('button', { name: 'Buscar Geolocalização' }).click();
  await expect(page.getByTestId('coordenadas')).toHaveText('-7.115000, -34.861000');
  await escolher(page, 'Clima', 'Chuva');
  await page.goBack();
  await comGps(context, 12);

  const antes = Date.now();
  await page.getByRole('button', { name: 'Buscar Geolocalização' }).click();
  await expect(campo(page, 'Rua')).toHaveValue('Avenida Epitácio Pessoa');
  console.log(`Buscar Geolocalização → endereço preenchido: ${Date.now() - antes} ms`);
  await expect(campo(page, 'Bairro')).toHaveValue('Tambauzinho');
  await expect(campo(page, 'CEP')).toHaveValue('58039-000');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('João Pessoa / PB');
  await expect(page.getByTestId('coordenadas')).toHaveText('-7.119500, -34.845000');
  await expect(page.getByText(/Precisão de 12 m, lida às/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Mapa em/ })).toBeVisible();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Clima' })).toHaveValue('Chuva');
  await escolher(page, 'Tipo de local', 'Interno');
  await escolher(page, 'Local interno', 'Residência');
  await expect(page.getByRole('combobox', { name: 'Local externo' })).toHaveCount(0);
  await checkpoint(page, 'local-form');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Local salvo com sucesso!')).toBeVisible();

  const card = page.getByRole('article', { name: 'Local do crime' });
  await expect(card.getByText('Avenida Epitácio Pessoa, 1000')).toBeVisible();
  await expect(card.getByText('João Pessoa / PB')).toBeVisible();
  await expect(card.getByText('Residência')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar Geolocalização' })).toHaveCount(0);
  // The live map until the server has made the image; then the image, on the next read.
  await expect(card.getByRole('img', { name: /Mapa em/ })).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        const imagem = card.locator('img[alt^="Mapa em"]');
        await imagem.waitFor({ timeout: 5_000 }).catch(() => undefined);
        return imagem.evaluate((img: HTMLImageElement) => img.naturalWidth).catch(() => 0);
      },
      { timeout: 20_000 },
    )
    .toBe(640);
  // The address came through our server, which names itself to the geocoder.
  const pedidos = (await (await page.request.get(`${GEO}/__control/requests`)).json()) as {
    path: string;
    userAgent?: string;
  }[];
  expect(pedidos.some((p) => p.path === '/reverse' && /^rip-app/.test(p.userAgent ?? ''))).toBe(true);
  await checkpoint(page, 'local-salvo');

  await page.getByRole('button', { name: 'Apagar Local do crime' }).click();
  await page
    .getByRole('dialog', { name: 'Apagar local do crime?' })
    .getByRole('button', { name: 'Apagar' })
    .click();
  await expect(page.getByText('Local deletado com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buscar Geolocalização' })).toBeVisible();

  await page.getByRole('button', { name: 'Inserir Manualmente' }).click();
  await expect(page.getByTestId('coordenadas')).toHaveCount(0);
  // A place with neither position, city nor street would be a record nobody could find again.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Informe a cidade ou a rua do local.')).toBeVisible();
  await expect(page.getByText('Local salvo com sucesso!')).toHaveCount(0);
  // The first save took its draft with it.
  await expect(page.getByText('Rascunho recuperado')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Clima' })).toHaveValue('');
  await campo(page, 'Rua').fill('rua da areia');
  // Issue 40: the open city list, taller than its box, scrolls by keyboard and switch access too.
  await page.getByRole('combobox', { name: 'Cidade' }).fill('sant');
  await expect(page.getByRole('option', { name: 'Santa Rita / PB' })).toBeVisible();
  await checkpoint(page, 'local-cidade-aberta');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('bayeux');
  await page.getByRole('option', { name: 'Bayeux / PB' }).click();
  await escolher(page, 'Tipo de local', 'Externo');
  await escolher(page, 'Local externo', 'Estrada de terra');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Local salvo com sucesso!')).toBeVisible();
  await expect(card.getByText('Rua da Areia')).toBeVisible();
  await expect(card.getByText('Sem coordenadas: endereço informado à mão.')).toBeVisible();
  await page.goto('Caso');
  await expect(badge(page, 'geolocalizacaoCaso')).toHaveText('1');
});

test('a fix that never gets within 50 m is refused after 30 s; the best one may be taken knowingly', async ({
  page,
  context,
}) => {
  await comGps(context, 200);
  // The 30 s are run at once by the test's clock (which also stops the page's animation frames,
  // so this journey takes photographs rather than checkpoints).
  await page.clock.install();
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso impreciso');
  await abrirLocal(page);
  await page.getByRole('button', { name: 'Buscar Geolocalização' }).click();
  await expect(page.getByRole('status').getByText('Precisão atual: 200 m (aceita até 50 m)')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/local-buscando.png' });
  await page.clock.runFor(30_000);
  const erro = page.getByRole('dialog', { name: 'Erro ao obter localização' });
  await expect(
    erro.getByText('Tempo limite excedido ao tentar obter a localização. Tente atualizar a página.'),
  ).toBeVisible();
  await expect(erro.getByText('A melhor leitura teve precisão de 200 m; o aceito é até 50 m.')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/local-impreciso.png' });
  await erro.getByRole('button', { name: 'Usar a leitura de 200 m' }).click();
  await expect(page.getByText(/Precisão de 200 m/)).toBeVisible();
});

test('permission denied: the app explains first, then says the browser refused', async ({ page }) => {
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso sem permissao');
  await abrirLocal(page);
  await page.getByRole('button', { name: 'Buscar Geolocalização' }).click();
  const pedido = page.getByRole('dialog', { name: 'Permissões Necessárias' });
  await expect(pedido).toBeVisible();
  await checkpoint(page, 'local-permissao');
  await pedido.getByRole('button', { name: 'Continuar' }).click();
  const erro = page.getByRole('dialog', { name: 'Erro ao obter localização' });
  await expect(erro.getByText('Permissão para geolocalização negada pelo usuário.')).toBeVisible();
  await erro.getByRole('button', { name: 'Inserir Manualmente' }).click();
  await expect(campo(page, 'Rua')).toBeVisible();
});

test('a security camera placed by a tap on the map, opened in a maps service, and deleted', async ({
  page,
  context,
}) => {
  await comGps(context, 8);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso das cameras');
  await page.getByTestId('tile-camera_seguranca').click();
  await expect(page.getByText('Nenhuma câmera cadastrada.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar nova câmera' }).click();
  await expect(campo(page, 'Rua')).toHaveValue('Avenida Epitácio Pessoa');
  const mapa = page.getByRole('img', { name: /Mapa em/ });
  const caixa = await mapa.boundingBox();
  if (!caixa) throw new Error('mapa sem tamanho');
  // Across the street: a tap up and to the right of the marker.
  await page.mouse.click(caixa.x + caixa.width / 2 + 40, caixa.y + caixa.height / 2 - 30);
  await expect(page.getByText('Posição marcada à mão no mapa.')).toBeVisible();
  await expect(page.getByTestId('coordenadas')).not.toHaveText('-7.119500, -34.845000');
  // Placed by the officer, the marker is kept in the draft when the form is left.
  const marcada = (await page.getByTestId('coordenadas').textContent()) ?? '';
  await page.goBack();
  await page.getByRole('button', { name: 'Adicionar nova câmera' }).click();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(page.getByTestId('coordenadas')).toHaveText(marcada);
  await expect(page.getByText('Posição marcada à mão no mapa.')).toBeVisible();
  await checkpoint(page, 'camera-form');
  // On a slow link the save takes seconds: a tap on the map meanwhile moves nothing being sent.
  const liberar = await segurarEnvios(page, 'cameras');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(campo(page, 'Rua')).toBeDisabled();
  await mapa.click({ position: { x: 30, y: 30 } });
  await expect(page.getByTestId('coordenadas')).toHaveText(marcada);
  liberar();
  await expect(page.getByText('Câmera salva com sucesso.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Câmera 1' });
  await expect(card.getByText('Posição marcada à mão.')).toBeVisible();
  await expect(card.getByRole('link', { name: /Abrir no mapa/ })).toHaveAttribute(
    'href',
    /query=-7\.11\d+,-34\.84\d+/,
  );
  // A thumb's target, as every button of the app (44 px), not a line of small text.
  expect(
    (await card.getByRole('link', { name: /Abrir no mapa/ }).boundingBox())?.height,
  ).toBeGreaterThanOrEqual(44);
  await checkpoint(page, 'camera-lista');
  await card.getByRole('button', { name: 'Apagar Câmera 1' }).click();
  await page
    .getByRole('dialog', { name: 'Quer mesmo excluir esta câmera?' })
    .getByRole('button', { name: 'Apagar' })
    .click();
  await expect(page.getByText('Câmera deletada com sucesso.')).toBeVisible();
  await expect(page.getByText('Nenhuma câmera cadastrada.')).toBeVisible();
});

test('with no signal the location and a camera wait on the phone, back to the case, and reach the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await comGps(context, 10);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso da cena offline');
  await abrirLocal(page);
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Buscar Geolocalização' }).click();
  await expect(
    page.getByText('Sem conexão com a Internet: o mapa e o endereço ficam para depois; a posição é salva.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /Mapa em/ })).toHaveCount(0);
  await expect(campo(page, 'Rua')).toHaveValue('');
  await localDigitado(page);

  await page.getByTestId('tile-camera_seguranca').click();
  await page.getByRole('button', { name: 'Adicionar nova câmera' }).click();
  await campo(page, 'Rua').fill('rua da padaria');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await expect(badge(page, 'camera_seguranca')).toHaveText('1');
  await abrirLocal(page);
  await expect(page.getByRole('article', { name: 'Local do crime' }).getByText('Offline')).toBeVisible();
  await checkpoint(page, 'local-offline');

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const casoId = historico.data.find((caso) => /cena offline/i.test(caso.name))?.id;
  const caso = (await (await page.request.get(`api/casos/${casoId}`)).json()) as {
    geolocalizacao_caso: LocalLido[];
    geolocalizacao_camera: LocalLido[];
  };
  expect(caso.geolocalizacao_caso.map((l) => [l.rua, l.coordenadas, l.precisao_m])).toEqual([
    ['Rua Sem Sinal', [FIX.longitude, FIX.latitude], 10],
  ]);
  expect(caso.geolocalizacao_camera.map((c) => [c.rua, c.precisao_m])).toEqual([['Rua da Padaria', 10]]);
});

test('a vestígio whose address cannot be looked up says so, keeps its position, and may take the scene’s address', async ({
  page,
  context,
}) => {
  // A spot no other journey looks up, so the server's geocoder cache cannot answer for the stand-in.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -7.2311, longitude: -35.8817, accuracy: 9 });
  await page.request.post(`${GEO}/__control/reverse`, { data: { status: 500 } });
  try {
    await entrarComo(page, USERS.investigador.matricula);
    await criarCaso(page, 'caso do endereco perdido');
    // The scene first, typed by hand.
    await abrirLocal(page);
    await page.getByRole('button', { name: 'Inserir Manualmente' }).click();
    await campo(page, 'Rua').fill('Rua Sem Sinal');
    await page.getByRole('combobox', { name: 'Cidade' }).fill('joao pessoa');
    await page.getByRole('option', { name: 'João Pessoa / PB' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Rua Sem Sinal')).toBeVisible();
    await page.getByRole('link', { name: /^Caso selecionado / }).click();
    await page.getByTestId('tile-vestigio').click();
    await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
    await expect(page.getByText('Erro ao obter o endereço. Preencha o endereço abaixo.')).toBeVisible();
    await expect(page.getByTestId('coordenadas')).toHaveText('-7.231100, -35.881700');
    await expect(campo(page, 'Rua')).toHaveValue('');
    // Found at the scene: one tap takes the scene's address, which stays editable.
    await expect(page.getByText('Local do Crime: Rua Sem Sinal · João Pessoa / PB')).toBeVisible();
    await page.getByRole('button', { name: 'Usar este endereço' }).click();
    await expect(campo(page, 'Rua')).toHaveValue('Rua Sem Sinal');
    await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue(/João Pessoa/);
    await checkpoint(page, 'vestigio-endereco-do-local');
  } finally {
    await page.request.post(`${GEO}/__control/reverse`, { data: { reset: true } });
  }
});
