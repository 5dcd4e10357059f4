/**
 * Spec §5 'New user': the message of each required field left empty, word for word. The API's test
 * and the form's journey expect the same six; written here, not read from the schema, so that a
 * changed word fails both.
 */
export const OBRIGATORIOS_DO_NOVO_USUARIO = [
  'Matrícula é obrigatória',
  'Nome é obrigatório',
  'Cargo é obrigatório',
  'Unidade é obrigatória',
  'Perfil é obrigatório',
  'Senha é obrigatória',
];
