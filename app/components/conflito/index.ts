export { AvisoVersaoNova } from './AvisoVersaoNova';
export { AlteracoesExclusao, ConfirmarExclusao } from './ConfirmarExclusao';
export { ConflitoNoFormulario } from './ConflitoNoFormulario';
export { rotuloCampo } from './campo-texto';
export { useConflitoForm } from './useConflitoForm';
