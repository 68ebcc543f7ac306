import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/auth/i18n';

type Person = { first_name: string; last_name: string; email: string; phone: string };
type NewPassword = { password: string; confirm_password: string };

/** Name, e-mail and phone: the same four fields on every sign-up form (inside a FormProvider). */
export function PersonFields({ phonePlaceholder }: { phonePlaceholder: string }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<Person>();
  return (
    <>
      <TextField
        label={t('field.firstName')}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label={t('field.lastName')}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('field.phone')}
        type="tel"
        autoComplete="tel"
        placeholder={phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}

/** A new password and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ label }: { label?: string }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPassword>();
  return (
    <>
      <TextField
        label={label ?? t('field.password')}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
    </>
  );
}
