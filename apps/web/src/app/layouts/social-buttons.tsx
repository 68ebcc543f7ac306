import { MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { BrandIcon } from '@/components/ui/brand-icons';
import { usePublicSettings, whatsappHref } from '@/lib/public-settings';
import { useT } from '../i18n';

export type SocialLink = {
  id: 'whatsapp' | 'linkedin' | 'facebook';
  label: string;
  href: string;
  color: string;
};

/** WhatsApp, LinkedIn and Facebook (spec section 2, Layouts), those the settings fill in. */
export function useSocialLinks(): SocialLink[] {
  const { data } = usePublicSettings();
  const t = useT();
  if (!data) return [];
  const links: SocialLink[] = [
    {
      id: 'whatsapp',
      label: t('social.whatsapp'),
      href: whatsappHref(data.contact.whatsapp),
      color: 'bg-[#128C7E]',
    },
    { id: 'linkedin', label: t('social.linkedin'), href: data.social.linkedin, color: 'bg-[#0A66C2]' },
    { id: 'facebook', label: t('social.facebook'), href: data.social.facebook, color: 'bg-[#1877F2]' },
  ];
  return links.filter((link) => link.href);
}

/**
 * The floating buttons from 768 px: a column at the bottom right, in the rail the shell leaves free
 * beside the page (shell.tsx), so they never lie over content; hidden while a dialog is open
 * (index.css). Narrower screens have no rail: the header's SocialMenu holds them there.
 */
export function SocialButtons() {
  const links = useSocialLinks();
  const t = useT();
  if (links.length === 0) return null;
  return (
    <aside aria-label={t('social.followUs')} data-floating-social className="max-md:hidden">
      <ul aria-label={t('social.links')} className="fixed end-3 bottom-4 z-30 flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noreferrer"
              title={link.label}
              className={`grid size-11 place-items-center rounded-full text-white shadow-lg transition-transform hover:scale-105 ${link.color}`}
            >
              <BrandIcon brand={link.id} className="size-5" />
              <span className="sr-only">{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Under 768 px: one header button that opens the three links (a floating one would cover the page).
 * A native popover: the browser opens it, and closes it on Escape or a tap elsewhere, without script.
 */
export function SocialMenu() {
  const links = useSocialLinks();
  const id = useId();
  const t = useT();
  if (links.length === 0) return null;
  return (
    <div className="md:hidden">
      <button
        type="button"
        popoverTarget={id}
        className="rounded-full p-2.5 text-[#128C7E] hover:bg-slate-100"
      >
        <MessageCircle aria-hidden className="size-6" />
        <span className="sr-only">{t('social.menu')}</span>
      </button>
      <ul
        id={id}
        popover="auto"
        aria-label={t('social.links')}
        className="fixed inset-auto top-20 end-4 m-0 w-64 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg [&:popover-open]:flex"
      >
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-3 rounded-xl px-3 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              <span className={`grid size-9 place-items-center rounded-full text-white ${link.color}`}>
                <BrandIcon brand={link.id} className="size-5" />
              </span>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
