/**
 * 'Adicionar membros' (spec §2.3 Team, §5 'Team add'): matrícula first, because a matrícula of a
 * user of the app fills the name and the cargo from the user search; then the name, normalised,
 * and the cargo. Saved through the outbox: offline the member shows at once, marked offline.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { matriculaDigits } from '../../../shared/formatos/text';
import { type Cargo, type EquipeCreateValues, equipeCreateRequest } from '../../../shared/schemas/equipe';
import {
  FormFrame,
  FormSection,
  fieldsFor,
  placeServerIssues,
  SubmitButton,
  scrollToFirstError,
  useDraft,
} from '../../components/form';
import { UsuariosEncontrados } from '../../components/usuarios/UsuariosEncontrados';
import { useBuscaUsuarios } from '../../components/usuarios/useBuscaUsuarios';
import { save } from '../../offline/fila/save';
import type { EquipeMembroView } from './caso-view';

export interface EquipeFormValues {
  matricula: string;
  name: string;
  cargo_id: number | null;
}

type Output = Omit<EquipeCreateValues, 'id'>;

const VAZIO: EquipeFormValues = { matricula: '', name: '', cargo_id: null };
const formSchema = equipeCreateRequest.omit({ id: true });
const { TextField, SelectField } = fieldsFor<EquipeFormValues>();

export const MATRICULA_NA_EQUIPE = 'Esta matrícula já está na equipe do caso.';

interface EquipeFormProps {
  casoId: string;
  equipe: readonly EquipeMembroView[];
  cargos: readonly Cargo[];
}

export function EquipeForm({ casoId, equipe, cargos }: EquipeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<EquipeFormValues, unknown, Output>({
    resolver: zodResolver(formSchema) as unknown as Resolver<EquipeFormValues, unknown, Output>,
    defaultValues: VAZIO,
    shouldFocusError: false,
  });
  const [saving, setSaving] = useState(false);
  // The user whose data filled the form, so that typing another matrícula fills it again.
  const [preenchido, setPreenchido] = useState<{ matricula: string; name: string } | null>(null);
  const draft = useDraft(form, `equipe:${casoId}:novo`);
  const matricula = useWatch({ control: form.control, name: 'matricula' });
  const busca = useBuscaUsuarios(casoId, matricula, 'equipe');
  const exato = busca.resultados?.find((u) => u.matricula === matricula);

  const preencher = (usuario: { matricula: string; name: string; cargo: Cargo | null }) => {
    form.setValue('matricula', usuario.matricula, { shouldDirty: true });
    form.setValue('name', usuario.name, { shouldDirty: true });
    if (usuario.cargo) form.setValue('cargo_id', usuario.cargo.id, { shouldDirty: true });
    // What was marked missing before is filled now.
    form.clearErrors(usuario.cargo ? ['matricula', 'name', 'cargo_id'] : ['matricula', 'name']);
    setPreenchido({ matricula: usuario.matricula, name: usuario.name });
  };

  // A whole matrícula of a user fills what the officer has not typed himself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the exact match changes.
  useEffect(() => {
    if (!exato || preenchido?.matricula === exato.matricula) return;
    const nome = form.getValues('name').trim();
    if (nome === '' || nome === preenchido?.name) preencher(exato);
  }, [exato]);

  const enviar = form.handleSubmit(
    async (values) => {
      if (equipe.some((m) => m.matricula === values.matricula)) {
        form.setError('matricula', { type: 'duplicate', message: MATRICULA_NA_EQUIPE });
        scrollToFirstError(formRef.current);
        return;
      }
      setSaving(true);
      const id = crypto.randomUUID();
      const result = await save(
        {
          id,
          op: 'createEquipeMembro',
          input: { params: { casoId }, body: { id, ...values } },
          label: `Equipe: ${values.name}`,
          casoId,
        },
        {
          // Spec §8 Successes: a team member is a 'servidor'.
          success: 'Servidor salvo com sucesso!',
          failureTitle: 'Falha ao salvar no banco de dados',
          onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
        },
      );
      setSaving(false);
      if (!result.ok) return;
      await draft.discard();
      setPreenchido(null);
      // The next member of the team, without reaching for the field.
      form.setFocus('matricula');
    },
    () => scrollToFirstError(formRef.current),
  );

  const sugestoes = (busca.resultados ?? []).filter((u) => u.matricula !== preenchido?.matricula);
  return (
    <FormFrame
      travado={saving}
      form={form}
      formRef={formRef}
      onSubmit={enviar}
      label="Adicionar membros"
      draft={draft}
    >
      <FormSection
        title="Adicionar membros"
        icon={<IconUserPlus size={22} />}
        description="A matrícula de um usuário do app preenche o nome e o cargo."
      >
        <Stack gap="xs">
          {/* Digits only, as typed or pasted (spec §5); no maxLength, which would cut before the digits are taken. */}
          <TextField
            name="matricula"
            label="Matrícula"
            description="com 7 digitos"
            withAsterisk
            inputMode="numeric"
            normalize={matriculaDigits}
          />
          <UsuariosEncontrados
            busca={busca}
            sugestoes={sugestoes}
            offlineTexto="digite o nome e escolha o cargo; a busca de usuários volta com a conexão."
            onPick={preencher}
            jaIncluidos={new Set(equipe.map((m) => m.matricula))}
            jaIncluidoTexto="Já na equipe"
          />
          {preenchido && preenchido.matricula === matricula && (
            <Text size="sm" c="dimmed" role="status">
              Usuário do app: ao entrar na equipe, passa a ver e alterar este caso.
            </Text>
          )}
        </Stack>
        <TextField name="name" label="Nome" withAsterisk titleCase />
        <SelectField<number>
          name="cargo_id"
          label="Cargo"
          withAsterisk
          searchable
          nothingFoundMessage="Nenhum cargo encontrado."
          placeholder="Escolha o cargo"
          data={cargos.map((c) => ({ value: c.id, label: c.nome }))}
        />
        <SubmitButton saving={saving} icon={<IconUserPlus size={22} />}>
          Adicionar
        </SubmitButton>
      </FormSection>
    </FormFrame>
  );
}
