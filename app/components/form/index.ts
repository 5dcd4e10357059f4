/** The form kit: inputs, sections, headers and the states every screen shows. No domain knowledge. */
export { type CasoReadState, CasoUnavailable, NoCasoSelected } from './CasoUnavailable';
export { CityField, useMunicipios } from './CityField';
export { ConfirmDialog } from './ConfirmDialog';
export { DraftNotice } from './DraftNotice';
export { EmptyView } from './EmptyView';
export { FormSection } from './FormSection';
export { fieldsFor, SelectField, TextAreaField, TextField } from './fields';
export { LoadingView } from './LoadingView';
export { PendingBadge, useIsRefused } from './PendingBadge';
export { pendingSuffix } from './pending-texts';
export { SaveBar } from './SaveBar';
export { ScreenHeader } from './ScreenHeader';
export { placeServerIssues, scrollToFirstError } from './server-issues';
export { type Draft, useDraft } from './useDraft';
export { useExclusao } from './useExclusao';
export { useSubtela } from './useSubtela';
