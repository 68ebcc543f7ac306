import { clsx } from 'clsx';
import { usePublicSettings, useSiteName } from '@/lib/public-settings';
import { useAppStore } from '@/lib/store';
import { useT } from '../i18n';

/**
 * The bundled mark, drawn inline so its tile takes the theme colour; the truck stays white, as a
 * logo's does (logos are exempt from contrast rules).
 */
function ThemedMark() {
  return (
    <svg aria-hidden viewBox="0 0 40 40" className="size-10 shrink-0">
      <rect x="2" y="2" width="36" height="36" rx="9" fill="var(--color-primary)" />
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round">
        <path d="M10 26h14v-9h5l4 5v4h-2.5" strokeLinecap="round" />
        <path d="M10 12h14v14" />
      </g>
      <circle cx="15" cy="28" r="2.6" fill="#fff" />
      <circle cx="28" cy="28" r="2.6" fill="#fff" />
    </svg>
  );
}

/**
 * The portal's logo where staff uploaded one (named by the site name for screen readers), else the
 * themed mark with the site name written beside it, so a renamed portal reads its new name.
 */
export function SiteBrand({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const name = useSiteName();
  const t = useT();
  const uploaded = usePublicSettings().data?.theme.logo;
  const logo = useAppStore((s) => s.theme.logo);
  if (uploaded) return <img src={logo} alt={name} className="h-10 w-auto max-w-[12rem] object-contain" />;
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <ThemedMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          // The portal's name is as staff wrote it: its own direction, cut at its own end.
          dir="auto"
          className={clsx('truncate text-lg font-bold', tone === 'light' ? 'text-slate-900' : 'text-white')}
        >
          {name}
        </span>{' '}
        {/* The space keeps the name and the line under it two words apart in an accessible name. */}
        <span
          className={clsx(
            'truncate text-[10.5px] font-semibold tracking-[0.15em] rtl:tracking-normal uppercase',
            tone === 'light' ? 'text-primary-800' : 'text-slate-300',
          )}
        >
          {t('brand.tagline')}
        </span>
      </span>
    </span>
  );
}
