import { useCallback, useId, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorToast } from '@/lib/toasts';
import { useSubscribe } from '../api/subscribe';
import { useT } from './i18n';
import { SUBSCRIBE_BUTTON_CLASS, SUBSCRIBE_INPUT_CLASS } from './subscription-form-style';
import { ThankYouPopup } from './thank-you-popup';

/** The pattern check of spec section 5, with its message. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

type Values = { email: string };

/** What the stand-in of the footer (lazy-subscription-form.tsx) had when this form took its place. */
export type Handover = { email: string; focused: boolean; submitted: boolean };

export function SubscriptionForm({ handover }: { handover?: Handover }) {
  const t = useT();
  const [thanksOpen, setThanksOpen] = useState(false);
  // Double opt-in: the popup closes after 2 s (spec), so where the link went stays under the form.
  const [sent, setSent] = useState(false);
  const subscribe = useSubscribe();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { email: handover?.email ?? '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await subscribe.mutateAsync(email.trim());
      reset({ email: '' });
      setSent(true);
      setThanksOpen(true);
    } catch (error) {
      // The spec leaves subscribe failures open; the standard error toast is what users see elsewhere.
      errorToast(error);
    }
  });
  // Once, when this form replaces its stand-in: carry on where the visitor was (focus, a field
  // already left, which onTouched would have checked, or a press of Subscribe).
  // In the commit that swaps the forms, so the focus moves before the next keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over.
  useLayoutEffect(() => {
    if (!handover) return;
    if (handover.submitted) void onSubmit();
    else if (handover.focused) setFocus('email');
    else if (handover.email) void trigger('email');
  }, []);
  const closeThanks = useCallback(() => setThanksOpen(false), []);
  const error = errors.email?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* No <label> on purpose: the sign-in forms on the same page own the "E-mail" label, so this
            field is named by its placeholder (accepted by screen readers and axe; a title-only name is not). */}
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder={t('subscribe.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={SUBSCRIBE_INPUT_CLASS}
          {...register('email', {
            required: t('subscribe.required'),
            pattern: { value: EMAIL_PATTERN, message: t('subscribe.invalid') },
          })}
        />
        <button type="submit" disabled={isSubmitting} className={SUBSCRIBE_BUTTON_CLASS}>
          {isSubmitting ? t('subscribe.pending') : t('subscribe.button')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-300">
        {sent ? t('subscribe.confirm') : ''}
      </p>
      <ThankYouPopup open={thanksOpen} message={t('subscribe.thanks')} onClose={closeThanks} />
    </form>
  );
}
