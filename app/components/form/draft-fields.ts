/**
 * What a draft keeps of a form: only the fields the user changed, by path, so that a form opened
 * again starts from its own fresh values (a new GPS reading, the clock's now) and lays over them
 * what was typed. A list is kept whole, for its items mean something only together.
 */

/** A form's `dirtyFields`: `true` at a changed field, nested as the form's values are. */
type Marks = { [key: string]: unknown };

export function changedFields(
  dirty: Marks,
  read: (path: string) => unknown,
  prefix = '',
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, mark] of Object.entries(dirty)) {
    const path = `${prefix}${key}`;
    if (mark === true || Array.isArray(mark)) fields[path] = read(path);
    else if (mark && typeof mark === 'object')
      Object.assign(fields, changedFields(mark as Marks, read, `${path}.`));
  }
  return fields;
}
