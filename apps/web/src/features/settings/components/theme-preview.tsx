import { AA_CONTRAST, contrastRatio, inkOnWhite, readableForeground } from '@portal/contract/colour';
import { useT } from '../i18n';

const HEX = /^#[0-9a-fA-F]{6}$/;
const ratio = (a: string, b: string) => contrastRatio(a, b).toFixed(1);

/**
 * What the colour will look like before it is saved: a button, a link and the colour itself with
 * its readable text, and a note when the colour is too light for white text and is darkened.
 */
export function ThemePreview({ color }: { color: string }) {
  const t = useT();
  if (!HEX.test(color)) return null;
  const hex = color.toUpperCase();
  const ink = inkOnWhite(hex);
  const onColour = readableForeground(hex);
  const darkened = ink !== hex;
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="theme-preview">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className="inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold"
          style={{ backgroundColor: ink, color: '#FFFFFF' }}
        >
          {t('preview.button')}
        </span>
        <span className="text-sm font-medium underline" style={{ color: ink }}>
          {t('preview.link')}
        </span>
        <span
          className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold"
          style={{ backgroundColor: hex, color: onColour }}
        >
          {t('preview.textOn', { hex })}
        </span>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {darkened
          ? t('preview.darkened', {
              hex,
              ratio: ratio(hex, '#FFFFFF'),
              aa: String(AA_CONTRAST),
              ink,
              inkRatio: ratio(ink, '#FFFFFF'),
              onBlack: onColour === '#000000' ? 'true' : 'false',
            })
          : t('preview.fine', { hex, ratio: ratio(hex, '#FFFFFF'), aa: String(AA_CONTRAST) })}
      </p>
    </div>
  );
}
