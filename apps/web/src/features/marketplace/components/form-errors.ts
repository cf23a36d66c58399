import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#lib/api-client';

/**
 * A 400 from the server names the failed fields with the same message keys the form uses: put
 * each on its field (the server may know more, e.g. an unknown district or a past date).
 */
export function applyServerIssues<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  field: (path: string) => Path<T> | null = (path) => path as Path<T>,
) {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  for (const issue of error.body?.issues ?? []) {
    const name = field(issue.path);
    if (name) form.setError(name, { message: issue.code });
  }
}
