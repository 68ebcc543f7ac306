import { useEffect, useRef } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { usePressed } from '@/lib/use-pressed';
import { useT } from './i18n';
import type { Handover } from './subscription-form';
import { SUBSCRIBE_BUTTON_CLASS, SUBSCRIBE_INPUT_CLASS } from './subscription-form-style';

const form = lazyModule(() => import('./subscription-form'));

/**
 * The footer's subscription form without its weight on the first load (react-hook-form, the dialog):
 * a stand-in with the same look until the footer comes within a screen of view or the visitor
 * points at or focuses it; then the real form takes its place with whatever was typed and the focus.
 */
export function LazySubscriptionForm() {
  const t = useT();
  const { module, request } = useLazyModule(form);
  // A press on Subscribe finishes on the stand-in: swapped mid-press, its click would be lost.
  const { pressed, onPointerDown } = usePressed();
  const standIn = useRef<HTMLFormElement>(null);
  const handover = useRef<Handover | undefined>(undefined);

  const submitted = useRef(false);
  const load = (submit = false) => {
    if (submit) submitted.current = true;
    request();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: observes the stand-in once; load is stable in effect.
  useEffect(() => {
    const target = standIn.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '100% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  if (module && !pressed) {
    // Read in the render that swaps the forms (the stand-in is still in the page, and no keystroke
    // can come between this and the commit), so nothing typed is lost.
    const input = standIn.current?.elements.namedItem('email');
    if (!handover.current && input instanceof HTMLInputElement)
      handover.current = {
        email: input.value,
        focused: document.activeElement === input,
        submitted: submitted.current,
      };
    return <module.SubscriptionForm handover={handover.current} />;
  }
  return (
    <form
      ref={standIn}
      noValidate
      className="flex flex-col gap-2"
      onPointerEnter={() => load()}
      onPointerDown={onPointerDown}
      onFocus={() => load()}
      onSubmit={(event) => {
        event.preventDefault();
        load(true);
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('subscribe.placeholder')}
          className={SUBSCRIBE_INPUT_CLASS}
        />
        <button type="submit" className={SUBSCRIBE_BUTTON_CLASS}>
          {t('subscribe.button')}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-300" />
    </form>
  );
}
