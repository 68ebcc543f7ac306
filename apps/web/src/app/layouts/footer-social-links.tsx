import type { PublicSettings } from '@portal/contract/settings';
import { PORTAL_SOCIAL_LABEL, PORTAL_SOCIAL_NETWORKS } from '@portal/contract/settings-values';
import { BrandIcon } from '@/components/ui/brand-icons';
import { useT } from '../i18n';

/** The portal's pages on the social networks staff filled in (settings), as icon links. */
export function FooterSocialLinks({ social }: { social: PublicSettings['social'] }) {
  const links = PORTAL_SOCIAL_NETWORKS.filter((n) => social[n]);
  const t = useT();
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('social.pages')} className="mt-5 flex flex-wrap gap-2">
      {links.map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            target="_blank"
            rel="noreferrer"
            className="grid size-10 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
          >
            <BrandIcon brand={network} className="size-5" />
            <span className="sr-only">{PORTAL_SOCIAL_LABEL[network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
