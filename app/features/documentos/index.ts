export { DocumentosNovos } from './DocumentosNovos';
export { DocumentosPessoa } from './DocumentosPessoa';
export { type DocumentoNovo, enviarDocumentos } from './enviar';
