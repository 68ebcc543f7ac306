import { SUBSCRIPTION_CONFIRM_HINT, SUBSCRIPTION_THANKS } from '@portal/contract/subscription';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorToast } from '@/lib/toasts';
import { useSubscribe } from '../api/subscribe';
import { ThankYouPopup } from './thank-you-popup';

/** The pattern check of spec section 5, with its message. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

type Values = { email: string };

export function SubscriptionForm() {
  const [thanksOpen, setThanksOpen] = useState(false);
  // Double opt-in: the popup closes after 2 s (spec), so where the link went stays under the form.
  const [sent, setSent] = useState(false);
  const subscribe = useSubscribe();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await subscribe.mutateAsync(email.trim());
      reset();
      setSent(true);
      setThanksOpen(true);
    } catch (error) {
      // The spec leaves subscribe failures open; the standard error toast is what users see elsewhere.
      errorToast(error);
    }
  });
  const closeThanks = useCallback(() => setThanksOpen(false), []);
  const error = errors.email?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* No <label> on purpose: the sign-in forms on the same page own the "Email" label, so this
            field is named by its placeholder (accepted by screen readers and axe; a title-only name is not). */}
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 w-full min-w-0 rounded-full sm:w-auto sm:flex-1 border border-slate-600 bg-slate-800 px-4 text-sm text-white placeholder:text-slate-400 focus:border-primary focus:outline-none"
          {...register('email', {
            required: 'Email is required',
            pattern: { value: EMAIL_PATTERN, message: 'Invalid email address' },
          })}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-11 shrink-0 rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-300">
        {sent ? SUBSCRIPTION_CONFIRM_HINT : ''}
      </p>
      <ThankYouPopup open={thanksOpen} message={SUBSCRIPTION_THANKS} onClose={closeThanks} />
    </form>
  );
}
