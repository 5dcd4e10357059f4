/** A refused save's field problems, placed under the fields they name. */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Every field path of a form's values ('pessoa.cpf', 'vitima.meio_morte', …). */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob)
      ? fieldPaths(value, path)
      : [path];
  });
}

/** The first problem of each field the form has; problems of other paths are left out. */
export function issuesOnFields(
  issues: readonly { path: string; message: string }[],
  paths: readonly string[],
): { path: string; message: string }[] {
  const known = new Set(paths);
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (!known.has(issue.path) || seen.has(issue.path)) return false;
    seen.add(issue.path);
    return true;
  });
}

/** Brings the first field marked invalid into view and puts the cursor there. */
export function scrollToFirstError(form: HTMLElement | null): void {
  // After React has rendered the messages.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ behavior: 'smooth', block: 'center' });
    field.focus({ preventScroll: true });
  });
}

/**
 * Marks the fields a refused save names; true when every problem found a field, so the form alone
 * tells the user (no toast repeats it).
 */
export function placeServerIssues<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  issues: readonly { path: string; message: string }[],
  element: HTMLElement | null,
): boolean {
  const placed = issuesOnFields(issues, fieldPaths(form.getValues()));
  for (const { path, message } of placed) form.setError(path as Path<T>, { type: 'server', message });
  if (placed.length > 0) scrollToFirstError(element);
  return placed.length > 0 && placed.length === new Set(issues.map((issue) => issue.path)).size;
}
