import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';

type CodeFormProps = {
  /** The field's rule: only an app code when setting up, an app code or a recovery code to sign in. */
  schema: z.ZodType<string, string>;
  label: string;
  hint?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
};

/** One code and a button; the server's "not right" shows under the field, anything else as a toast. */
export function CodeForm({ schema, label, hint, submitLabel, onSubmit }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: zodResolver(z.object({ code: schema })),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['code'])) errorToast(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        // Focus follows the step: the code is the only thing to type.
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" isPending={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
