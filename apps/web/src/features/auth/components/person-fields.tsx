import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_HINT } from '../schemas';

type Person = { first_name: string; last_name: string; email: string; phone: string };
type NewPassword = { password: string; confirm_password: string };

/** Name, e-mail and phone: the same four fields on every sign-up form (inside a FormProvider). */
export function PersonFields({ phonePlaceholder }: { phonePlaceholder: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Person>();
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
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
export function NewPasswordFields({ label = 'Password' }: { label?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPassword>();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
    </>
  );
}
