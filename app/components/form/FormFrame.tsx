import { Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { CamposTravados } from './CamposTravados';
import { DraftNotice } from './notices/DraftNotice';
import type { Draft } from './useDraft';

interface FormFrameProps<T extends FieldValues, Output> {
  form: UseFormReturn<T, unknown, Output>;
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, where the screen has more than one. */
  label?: string;
  gap?: 'sm' | 'md' | 'lg';
  /** Offers to start over when the form opened with a kept draft. */
  draft?: Draft;
  /** A save is on its way and what would be typed meanwhile has no place: see CamposTravados. */
  travado?: boolean;
  children: ReactNode;
}

/**
 * The frame of every form: the form context for the kit's fields, the browser's own checks left to
 * the schema (noValidate), the fields in a column, and the kept draft's notice first.
 */
export function FormFrame<T extends FieldValues, Output>({
  form,
  formRef,
  onSubmit,
  label,
  gap = 'md',
  draft,
  travado,
  children,
}: FormFrameProps<T, Output>) {
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
        <CamposTravados travado={travado}>
          <Stack gap={gap}>
            {draft && <DraftNotice draft={draft} />}
            {children}
          </Stack>
        </CamposTravados>
      </form>
    </FormProvider>
  );
}
