import { CircleCheck, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n';
import { Button } from './button';
import { Dialog } from './dialog';

/** The popup's message when none is given (its English text; the popup shows it in the page's language). */
export const DEFAULT_REGISTRATION_MESSAGE = 'Employer registered successfully. Awaiting admin activation.';

type RegistrationPopupProps = {
  open: boolean;
  message?: string;
  /** Where Done goes. */
  link: string;
  /** The close icon and Done show only when this is on (spec section 2). */
  showButton?: boolean;
  onClose?: () => void;
};

/** Spec: check icon, message, close icon and Done; 25rem wide. */
export function RegistrationPopup({
  open,
  message,
  link,
  showButton = false,
  onClose,
}: RegistrationPopupProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={showButton ? onClose : undefined}
      label={t('registration.label')}
      className="max-w-[25rem] text-center"
    >
      {showButton ? (
        <button
          type="button"
          aria-label={t('action.close')}
          onClick={onClose}
          className="absolute top-3 end-3 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-5" />
        </button>
      ) : null}
      <CircleCheck aria-hidden className="mx-auto size-14 text-emerald-600" />
      <p className="mt-4 text-base font-medium text-slate-800">{message ?? t('registration.default')}</p>
      {showButton ? (
        <Button className="mt-6 w-full" onClick={() => navigate(link)}>
          {t('action.done')}
        </Button>
      ) : null}
    </Dialog>
  );
}
