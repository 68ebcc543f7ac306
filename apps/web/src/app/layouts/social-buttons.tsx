import { BRAND_ICONS as icons } from '@/components/ui/brand-icons';
import { usePublicSettings, whatsappHref } from '@/lib/public-settings';

/** Floating WhatsApp, LinkedIn and Facebook buttons (spec section 2, Layouts). */
export function SocialButtons() {
  const { data } = usePublicSettings();
  if (!data) return null;
  const links = [
    {
      id: 'whatsapp',
      label: 'Chat with us on WhatsApp',
      href: whatsappHref(data.contact.whatsapp),
      color: 'bg-[#128C7E]',
    },
    { id: 'linkedin', label: 'Follow us on LinkedIn', href: data.social.linkedin, color: 'bg-[#0A66C2]' },
    { id: 'facebook', label: 'Follow us on Facebook', href: data.social.facebook, color: 'bg-[#1877F2]' },
  ] as const;
  return (
    <aside aria-label="Follow us">
      <ul aria-label="Social links" className="fixed right-4 bottom-4 z-30 flex flex-col gap-2.5">
        {links
          .filter((link) => link.href)
          .map((link) => (
            // On a phone the stack would cover form fields; WhatsApp alone stays, the others are in reach
            // from a larger screen.
            <li key={link.id} className={link.id === 'whatsapp' ? undefined : 'max-md:hidden'}>
              <a
                href={link.href}
                target="_blank"
                rel="noreferrer"
                title={link.label}
                className={`grid size-11 place-items-center rounded-full text-white shadow-lg transition-transform hover:scale-105 ${link.color}`}
              >
                <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-current">
                  <path d={icons[link.id]} />
                </svg>
                <span className="sr-only">{link.label}</span>
              </a>
            </li>
          ))}
      </ul>
    </aside>
  );
}
