/** The form kit: inputs, sections, headers and the states every screen shows. No domain knowledge. */
export { AddButton } from './AddButton';
export { CancelarSalvar } from './CancelarSalvar';
export { CasoBloqueado } from './CasoBloqueado';
export { CasoFrame } from './CasoFrame';
export { CasoUnavailable } from './CasoUnavailable';
export { CityField, useMunicipios } from './CityField';
export { ConfirmDialog } from './ConfirmDialog';
export { DeleteButton } from './DeleteButton';
export { DraftNotice } from './DraftNotice';
export { EmptyView } from './EmptyView';
export { ErrorNotice } from './ErrorNotice';
export { FormFrame } from './FormFrame';
export { FormSection } from './FormSection';
export { fieldsFor } from './fields';
export {
  ChoiceField,
  InputField,
  ListField,
  SearchField,
  SwitchField,
} from './inputs';
export { LoadingView } from './LoadingView';
export { Notice } from './Notice';
export { OfflineNotice, SEM_CONEXAO } from './OfflineNotice';
export { PendingBadge, useIsRefused } from './PendingBadge';
export { pendingSuffix } from './pending-texts';
export { SaveBar, SubmitButton } from './SaveBar';
export { ScreenHeader } from './ScreenHeader';
export { placeServerIssues, scrollToFirstError } from './server-issues';
export { useDraft } from './useDraft';
export { useEnvio } from './useEnvio';
export { type Exclusao, useExclusao } from './useExclusao';
export { useSubtela } from './useSubtela';
