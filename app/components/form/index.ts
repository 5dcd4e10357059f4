/** The form kit: inputs, sections, headers and the states every screen shows. No domain knowledge. */
export { AddButton } from './actions/AddButton';
export { ConfirmDialog } from './actions/ConfirmDialog';
export { DeleteButton } from './actions/DeleteButton';
export { type Exclusao, useExclusao } from './actions/useExclusao';
export { CancelarSalvar } from './CancelarSalvar';
export { CityField, useMunicipios } from './CityField';
export { FormFrame } from './FormFrame';
export { FormSection } from './FormSection';
export { fieldsFor } from './fields';
export {
  ChoiceField,
  InputField,
  ListField,
  MultilineField,
  SearchField,
  SwitchField,
} from './inputs';
export { DraftNotice } from './notices/DraftNotice';
export { ErrorNotice } from './notices/ErrorNotice';
export { Notice } from './notices/Notice';
export { OfflineNotice, SEM_CONEXAO } from './notices/OfflineNotice';
export { PendingBadge, useIsRefused } from './notices/PendingBadge';
export { pendingSuffix } from './notices/pending-texts';
export { SaveBar, SubmitButton } from './SaveBar';
export { CasoBloqueado } from './screen/CasoBloqueado';
export { CasoFrame } from './screen/CasoFrame';
export { CasoUnavailable } from './screen/CasoUnavailable';
export { EmptyView } from './screen/EmptyView';
export { LoadingView } from './screen/LoadingView';
export { ScreenHeader } from './screen/ScreenHeader';
export { useSubtela } from './screen/useSubtela';
export { placeServerIssues, scrollToFirstError } from './server-issues';
export { useDraft } from './useDraft';
export { useEnvio } from './useEnvio';
