import { MAIL_CATEGORIES, type MailCategory } from '@portal/contract/mail-preferences';
import { useId, useState } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { Loading } from '@/components/ui/loading';
import { useT } from '@/features/mail-preferences/i18n';
import { useMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences';

const LABEL = {
  application_status: {
    title: 'category.application_status.title',
    description: 'category.application_status.description',
    done: 'done.application_status',
  },
  job_alerts: {
    title: 'category.job_alerts.title',
    description: 'category.job_alerts.description',
    done: 'done.job_alerts',
  },
  weekly_news: {
    title: 'category.weekly_news.title',
    description: 'category.weekly_news.description',
    done: 'done.weekly_news',
  },
} as const satisfies Record<MailCategory, { title: string; description: string; done: string }>;

const ESSENTIAL = [
  'essential.welcome',
  'essential.password',
  'essential.security',
  'essential.receipt',
] as const;

function PreferenceSwitch({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: MailCategory;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const { title, description } = LABEL[category];
  return (
    <li>
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-primary-700"
        />
        <span className="min-w-0">
          <span className="font-semibold">{t(title)}</span>
          <span className="mt-0.5 block text-slate-600">{t(description)}</span>
        </span>
      </label>
    </li>
  );
}

/**
 * "Mails we send you": a switch per non-essential kind, saved as it is flipped; the essential
 * mails are listed so nobody wonders why a receipt still arrives.
 */
export function MailPreferences({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const { data, isLoading } = useMailPreferences();
  const update = useUpdateMailPreferences();
  const essentialId = useId();
  // The switch shows the choice at once, set in the same event so React never flips it back while
  // the save starts; a failed save falls back to what the server holds.
  const [choice, setChoice] = useState<Partial<Record<MailCategory, boolean>>>({});
  const set = (category: MailCategory, on: boolean) => {
    setChoice((c) => ({ ...c, [category]: on }));
    update.mutate(
      { [category]: on },
      { onSettled: () => setChoice(({ [category]: _done, ...rest }) => rest) },
    );
  };
  const shown = (category: MailCategory, stored: boolean) => choice[category] ?? stored;
  return (
    <AccountSection title={t('prefs.title')} description={t('prefs.description')} framed={framed}>
      {isLoading ? (
        <Loading className="mt-4 flex items-center gap-2 text-sm text-slate-600" />
      ) : !data ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('prefs.error')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {MAIL_CATEGORIES.map((category) => (
            <PreferenceSwitch
              key={category}
              category={category}
              checked={shown(category, data[category])}
              disabled={update.isPending}
              onChange={(on) => set(category, on)}
            />
          ))}
        </ul>
      )}
      <h4 id={essentialId} className="mt-5 text-sm font-semibold text-slate-900">
        {t('prefs.always')}
      </h4>
      <ul aria-labelledby={essentialId} className="mt-1 list-disc ps-5 text-sm text-slate-600">
        {ESSENTIAL.map((mail) => (
          <li key={mail}>{t(mail)}</li>
        ))}
      </ul>
    </AccountSection>
  );
}
