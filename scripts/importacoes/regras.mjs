// The house rules about imports (docs/ARCHITECTURE.md, 'Regras da casa'), checked by
// dependency-cruiser on where each import lands once resolved, so neither a relative path of any
// depth ('../../features/x'), a nested folder (admin/cadastros) nor a type-only import walks around
// them. Paths are from the repository's root.

/** The case itself, which every case area plugs into: its data on screen, its policy, its test case. */
const PECAS_DO_CASO = [
  '^app/features/casos/(caso-view|useCaso|useCasoPolicy|test-caso)\\.tsx?$',
  '^server/features/casos/(caso-parte|caso\\.view)\\.ts$',
];

/**
 * The imports between areas that are part of the design, each with why: a file named in `de` may
 * import, from another area, only the files in `para` (and the case). None is here to silence a
 * violation; a piece two areas share belongs in the kit (app/components, app/lib, server/kit).
 */
const EXCECOES = [
  // The sketch draws the scene's places and traces; a trace is shown with the place it was found.
  {
    de: ['server/features/croqui/croqui.service.ts'],
    para: ['server/features/locais/local.view.ts', 'server/features/vestigios/vestigio.view.ts'],
  },
  { de: ['server/features/vestigios/vestigio.view.ts'], para: ['server/features/locais/local.view.ts'] },
  // The report prints the sketch.
  {
    de: ['server/features/relatorio/relatorio.service.ts'],
    para: ['server/features/croqui/croqui.service.ts'],
  },
  // A person's profile gathers the person's documents and cases, under the person's own checks.
  {
    de: ['server/features/perfil/pessoa-perfil.service.ts'],
    para: [
      'server/features/documentos/documento.view.ts',
      'server/features/pessoas/pessoa-caso.view.ts',
      'server/features/pessoas/pessoa-checks.ts',
    ],
  },
  // The person table of endpoints (shared/api/pessoas.ts) holds the search and the profile.
  {
    de: ['server/features/pessoas/pessoas.routes.ts'],
    para: [
      'server/features/busca/pessoa-busca.service.ts',
      'server/features/perfil/pessoa-perfil.service.ts',
    ],
  },
  // Choosing a colleague, a position or a unit reads the administration's lists.
  {
    de: ['server/features/compartilhamento/compartilhamento.routes.ts'],
    para: ['server/features/equipe/usuario-busca.service.ts'],
  },
  { de: ['server/features/equipe/equipe.routes.ts'], para: ['server/features/admin/cargo.service.ts'] },
  {
    de: ['server/features/referencia/referencia.routes.ts'],
    para: ['server/features/admin/unidade.service.ts'],
  },
  // A trace's upload stores its media as a document's does.
  { de: ['server/features/vestigios/uploads.tus.ts'], para: ['server/features/documentos/media.service.ts'] },
  // A person's documents (identity papers) are the documentos area's, shown in the person's form
  // and profile.
  {
    de: ['app/features/pessoas/PessoaForm.tsx'],
    para: [
      'app/features/documentos/documento-write.ts',
      'app/features/documentos/NewDocumentos.tsx',
      'app/features/documentos/PessoaDocumentos.tsx',
    ],
  },
  { de: ['app/features/perfil/PerfilScreen.tsx'], para: ['app/features/documentos/DocumentosGallery.tsx'] },
  // Cutting a user's device is acting on their account (issue 43): the authority over accounts decides.
  {
    de: [
      'server/features/aparelhos/aparelho-do-usuario.view.ts',
      'server/features/aparelhos/aparelho-perdido.service.ts',
    ],
    para: ['server/features/admin/autoridade.ts'],
  },
  // The administrator's user screen lists the user's devices as 'Meus aparelhos' does (issue 43): the
  // same cards, whose actions the server's policy of each device decides.
  { de: ['app/features/admin/VerUsuarioModal.tsx'], para: ['app/features/aparelhos/ListaDeAparelhos.tsx'] },
  // Tests: the report is tested on a case with people built as the person area builds them; the
  // offline guard on a case as the server sends it.
  {
    de: ['app/features/relatorio/caso-overlay.test.ts', 'app/features/relatorio/relatorio-pdf.test.ts'],
    para: ['app/features/pessoas/test-fixtures.ts'],
  },
  { de: ['app/offline/itens/caso-guard.test.ts'], para: ['app/features/casos/test-caso.ts'] },
  // The sync list compares a refused second location with the saved one through the locais area's
  // view. Handing it over at start-up instead (a lazy import the locais module registers) split
  // the hub's chunks and cost it 1.2 KiB of a budget main already exceeds (docs/decisions.md).
  { de: ['app/offline/reaplicar/local.tsx'], para: ['app/features/locais/LocalJaSalvo.tsx'] },
];

const literal = (caminho) => `^${caminho.replaceAll('.', '\\.')}$`;
const areaDe = (caminho) => caminho.split('/').slice(0, 3).join('/');
const ehArea = (caminho) => /^(app|server)\/features\/[^/]+\//.test(caminho);
const NOMEADOS = EXCECOES.flatMap(({ de }) => de.map(literal));
const UMA_AREA = '^(app|server)/features/[^/]+/';

const AREA_IMPORTA_OUTRA =
  'Uma área importa outra: passe pelo kit (app/components, app/lib, server/kit) ou pelo registro do caso (app/features/modulos.ts, server/features/registro.ts, casos/caso-parte.ts).';
const KIT_IMPORTA_AREA =
  'O kit (app/components, app/lib, server/kit) e a camada offline (app/offline) ficam abaixo das áreas: nenhum importa uma.';
const CAMADA_HTTP =
  '^server/http/|\\.routes\\.ts$|/register\\.ts$|\\.tus\\.ts$|^node_modules/(fastify|@fastify)/';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
export const regras = [
  {
    name: 'area-importa-outra',
    comment: AREA_IMPORTA_OUTRA,
    severity: 'error',
    from: { path: '^(app|server)/features/([^/]+)/', pathNot: NOMEADOS },
    to: { path: UMA_AREA, pathNot: ['^$1/features/$2/', ...PECAS_DO_CASO] },
  },
  {
    name: 'kit-importa-area',
    comment: KIT_IMPORTA_AREA,
    severity: 'error',
    from: { path: '^(app/components|app/lib|app/offline|server/kit)/', pathNot: NOMEADOS },
    to: { path: '^(app|server)/features/' },
  },
  ...EXCECOES.map(({ de, para }) => ({
    name: ehArea(de[0]) ? 'area-importa-outra' : 'kit-importa-area',
    comment: `${ehArea(de[0]) ? AREA_IMPORTA_OUTRA : KIT_IMPORTA_AREA} (${de[0]} só importa o que scripts/importacoes/regras.mjs nomeia.)`,
    severity: /** @type {const} */ ('error'),
    from: { path: de.map(literal) },
    to: {
      path: ehArea(de[0]) ? UMA_AREA : '^(app|server)/features/',
      pathNot: [...para.map(literal), ...(ehArea(de[0]) ? [`^${areaDe(de[0])}/`, ...PECAS_DO_CASO] : [])],
    },
  })),
  {
    name: 'caso-importa-area',
    comment:
      'features/casos é o próprio caso: não importa nenhuma área; cada área chega a ele pelo registro.',
    severity: 'error',
    from: { path: '^(app|server)/features/casos/' },
    to: { path: UMA_AREA, pathNot: '^(app|server)/features/casos/' },
  },
  {
    name: 'shared-importa-um-lado',
    comment: 'shared/ é importado pelos dois lados e não importa nenhum.',
    severity: 'error',
    from: { path: '^shared/' },
    to: { path: '^(app|server)/' },
  },
  {
    name: 'lib-importa-offline',
    comment: 'app/lib fica abaixo de app/offline: a camada offline se pendura na sessão (session-hooks.ts).',
    severity: 'error',
    from: { path: '^app/lib/' },
    to: { path: '^app/offline/' },
  },
  {
    name: 'servico-importa-http',
    comment:
      'Um serviço importa a camada HTTP: os handlers (routes, register.ts) chamam serviços, nunca o contrário.',
    severity: 'error',
    from: { path: '^server/kit/|^server/.*\\.(service|view)\\.ts$' },
    to: { path: CAMADA_HTTP },
  },
  {
    name: 'handler-com-sql',
    comment: 'Um handler roda o próprio SQL: a consulta pertence ao serviço que ele chama.',
    severity: 'error',
    from: { path: '^server/.*(\\.routes|\\.tus|/register)\\.ts$', pathNot: '\\.test\\.ts$' },
    to: { path: '^node_modules/drizzle-orm/|^server/db/schema' },
  },
];
