import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';
import { submitErrors, zodFieldErrors, type FieldErrors } from './forms';

interface Callbacks {
  onSuccess: () => void;
  onError: (failure: unknown) => void;
}

export interface SchemaFormOptions<F extends string, T> {
  /** The contract's request schema: checked in the browser before anything is sent. */
  schema: ZodType<T>;
  fields: readonly F[];
  initial: Record<F, string>;
  /** Server details that belong beside one field (e.g. a wrong current password). */
  detailFields?: Readonly<Record<string, F>>;
  /** Sends the parsed values, e.g. a TanStack mutation's `mutate`. */
  send: (data: T, callbacks: Callbacks) => void;
}

/**
 * State of a small string-field form: values, the first error per field (from the schema, from 422
 * issues or from a known detail), one form-level error for the rest, and a submit handler that
 * clears the fields after success.
 */
export function useSchemaForm<F extends string, T>(options: SchemaFormOptions<F, T>) {
  const { schema, fields, initial, detailFields = {}, send } = options;
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : zodFieldErrors(parsed.error, fields));
    setFormError(null);
    if (!parsed.success) return;
    send(parsed.data, {
      onSuccess: () => setValues(initial),
      onError: (failure) => {
        const field = failure instanceof ApiError ? detailFields[failure.message] : undefined;
        if (field && failure instanceof ApiError) {
          setErrors({ [field]: failure.message } as FieldErrors<F>);
          return;
        }
        const split = submitErrors(failure, fields);
        setErrors(split.fields);
        setFormError(split.form);
      },
    });
  };

  return { values, set, errors, formError, onSubmit };
}
