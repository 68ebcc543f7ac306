import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useT as useMenuT } from '@/config/i18n';
import { candidateServiceLinks, employerServiceLinks, type MenuLink, quickLinks } from '@/config/menus';
import { LazySubscriptionForm } from '@/features/settings/subscription/lazy-subscription-form';
import { isStaff, useRole } from '@/lib/auth';
import { usePublicSettings, useSiteName, whatsappHref } from '@/lib/public-settings';
import { useT } from '../i18n';
import { FooterSocialLinks } from './footer-social-links';
import { LanguageSwitch } from './language-switch';
import { SiteBrand } from './site-brand';

function LinkColumn({ title, links }: { title: string; links: MenuLink[] }) {
  const t = useMenuT();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide rtl:tracking-normal text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.href} className="text-sm text-slate-300 hover:text-white hover:underline">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const role = useRole();
  const { data: settings } = usePublicSettings();
  const site = useSiteName();
  // Staff and employers see the employer services; candidates and guests the candidate services.
  const services = isStaff(role) || role === 'employer' ? employerServiceLinks : candidateServiceLinks;
  const year = new Date().getFullYear();
  const t = useT();
  const contact = settings?.contact;

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.6fr]">
        <div>
          <div className="inline-flex max-w-full rounded-lg bg-white px-3 py-2">
            <SiteBrand />
          </div>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t('footer.tagline')}</p>
          {contact ? (
            <ul className="mt-5 space-y-2 text-sm">
              <li>
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Mail aria-hidden className="size-4" /> {contact.email}
                </a>
              </li>
              <li>
                <a
                  href={whatsappHref(contact.whatsapp)}
                  className="inline-flex items-center gap-2 hover:text-white"
                  target="_blank"
                  rel="noreferrer"
                >
                  <MessageCircle aria-hidden className="size-4" /> WhatsApp {contact.whatsapp}
                </a>
              </li>
            </ul>
          ) : null}
          {settings ? <FooterSocialLinks social={settings.social} /> : null}
        </div>
        <LinkColumn title={t('footer.services')} links={services} />
        <LinkColumn title={t('footer.quickLinks')} links={quickLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide rtl:tracking-normal text-white uppercase">
            {t('footer.news.title')}
          </h2>
          <p className="mt-4 mb-3 text-sm">{t('footer.news.text')}</p>
          <LazySubscriptionForm />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year, site })}</p>
          <LanguageSwitch className="inline-flex items-center gap-1.5 hover:text-white hover:underline" />
          <p>{t('footer.managedBy')}</p>
        </div>
      </div>
    </footer>
  );
}
