import { PORTAL_SOCIAL_NETWORKS, type SetupChecklist, type SetupStep } from '@portal/contract/settings';
import type { Db } from '../../core/db/client';
import { DEFAULT_PUBLIC_SETTINGS as SEEDED } from './public-settings';
import { readPublicSettings } from './repository';
import { savedPages, settingsEverSaved } from './setup-repository';

export type MailSetup = { smtpUrl: string | null; mailFrom: string };

/** A sender only a test machine has (localhost, the reserved example/test names): its mail is dropped or marked spam. */
function placeholderSender(mailFrom: string): boolean {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1]?.toLowerCase() ?? '';
  const labels = domain.split('.');
  return (
    labels.length < 2 ||
    labels.some((l) => ['example', 'localhost'].includes(l)) ||
    ['test', 'invalid', 'local', 'localhost'].includes(labels.at(-1) ?? '')
  );
}

/**
 * What the operator still has to do before the portal is theirs: a step is done when its value no
 * longer is the seed's placeholder (the name and the job duration have plausible defaults, so a save
 * of the settings screen counts as reviewing them), when mail goes out through SMTP from a real
 * domain, and when each legal page has been saved by staff (the bundled text is a sample).
 */
export async function setupChecklist(db: Db, mail: MailSetup): Promise<SetupChecklist> {
  const [s, reviewed, pages] = await Promise.all([
    readPublicSettings(db),
    settingsEverSaved(db),
    savedPages(db, ['privacy-policy', 'terms-conditions']),
  ]);
  const done: Record<SetupStep, boolean> = {
    site_name: reviewed || s.site_name !== SEEDED.site_name,
    logo: s.theme.logo !== null,
    contacts: s.contact.email !== SEEDED.contact.email && s.contact.whatsapp !== SEEDED.contact.whatsapp,
    social_links: PORTAL_SOCIAL_NETWORKS.every((n) => s.social[n] !== SEEDED.social[n]),
    job_duration: reviewed || s.job_validity_days !== SEEDED.job_validity_days,
    mail_sender: mail.smtpUrl !== null && !placeholderSender(mail.mailFrom),
    privacy_policy: pages.has('privacy-policy'),
    terms_conditions: pages.has('terms-conditions'),
  };
  return { steps: (Object.keys(done) as SetupStep[]).map((key) => ({ key, done: done[key] })) };
}
