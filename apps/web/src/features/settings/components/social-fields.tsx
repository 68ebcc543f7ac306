import { PORTAL_SOCIAL_LABEL, PORTAL_SOCIAL_NETWORKS } from '@portal/contract/settings';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import type { SettingsFormValues } from './settings-form-values';

const PLACEHOLDER = {
  linkedin: 'https://www.linkedin.com/company/…',
  facebook: 'https://www.facebook.com/…',
  x: 'https://x.com/…',
  instagram: 'https://www.instagram.com/…',
  youtube: 'https://www.youtube.com/@…',
} as const;

/** One https address per network; an empty one hides that network's button. */
export function SocialFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {PORTAL_SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={PORTAL_SOCIAL_LABEL[network]}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder={PLACEHOLDER[network]}
          className="min-w-0"
          error={errors[network]?.message}
          {...register(network)}
        />
      ))}
    </div>
  );
}
