import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../i18n';
import type { SettingsFormValues } from './settings-form-values';
import { ThemePreview } from './theme-preview';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The colour as text (exact) and as a picker (quick), kept in step, with its preview. */
export function ThemeColourField({
  register,
  setValue,
  color,
  error,
}: {
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  color: string;
  error?: string;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="flex min-w-0 items-end gap-3">
        <TextField
          label={t('theme.label')}
          dir="ltr"
          hint={t('theme.hint')}
          className="min-w-0 flex-1"
          error={error}
          {...register('theme_color')}
        />
        <label className="mb-7 flex flex-col items-center text-xs text-slate-700">
          <span className="sr-only">{t('theme.pick')}</span>
          <input
            type="color"
            value={HEX.test(color) ? color.toLowerCase() : '#1ca3dc'}
            onChange={(e) =>
              setValue('theme_color', e.target.value.toUpperCase(), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="size-11 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </label>
      </div>
      <ThemePreview color={color} />
    </div>
  );
}
