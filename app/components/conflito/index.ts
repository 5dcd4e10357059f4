export { AvisoVersaoNova } from './AvisoVersaoNova';
export { AlteracoesExclusao, ConfirmarExclusao } from './ConfirmarExclusao';
export { ConflitoCampos } from './ConflitoCampos';
export { ConflitoNoFormulario } from './ConflitoNoFormulario';
export { autoria, rotuloCampo, valorTexto } from './campo-texto';
export { type ConflitoForm, useConflitoForm } from './useConflitoForm';
