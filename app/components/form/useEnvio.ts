import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { valoresEnviados } from './recomecar';
import { placeServerIssues, scrollToFirstError } from './server-issues';

type OnIssues = (issues: readonly { path: string; message: string }[]) => boolean;

/**
 * A form's submit: while the save runs the button shows it; a refused save's field problems go
 * under their fields; a form the schema refuses scrolls to its first problem; what follows a save
 * taken (`depois`) runs once the button is free again, told what the form held when it was sent.
 */
export function useEnvio<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  salvar: (body: Output, onIssues: OnIssues) => Promise<{ ok: boolean }>,
  depois: (enviados: T) => void | Promise<void>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const enviar = form.handleSubmit(
    async (body) => {
      const enviados = valoresEnviados(form);
      setSaving(true);
      const result = await salvar(body, (issues) => placeServerIssues(form, issues, formRef.current));
      setSaving(false);
      if (result.ok) await depois(enviados);
    },
    () => scrollToFirstError(formRef.current),
  );
  return { formRef, saving, enviar };
}
