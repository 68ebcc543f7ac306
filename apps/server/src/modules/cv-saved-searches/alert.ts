import { cvSearchCriteriaSchema } from '@portal/contract/cv-search';
import type { Locale } from '@portal/contract/locale';
import { API, API_PREFIX } from '@portal/contract/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { type PeriodicTask, periodicTask } from '../../core/lib/periodic-task';
import { escapeHtml } from '../../core/lib/sanitize';
import { listHeaders } from '../../platform/mail/list-headers';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { hello, localeUrl, type MailContent, mailHtmlOpen } from '../../platform/mail/templates';
import { unsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { nextRunAt } from '../alerts';
import { candidateIdsMatching } from '../cv-search';
import { catalogue } from './i18n';
import {
  alertCandidates,
  alertRecipient,
  claimDueAlert,
  deliveredCandidates,
  type AlertCandidate as Listed,
  markAlertRun,
  postponeFirstDueAlert,
  type SavedSearchRow as Row,
  recordDeliveries,
} from './repository';

export type SavedSearchAlertDeps = {
  db: Db;
  log: FastifyBaseLogger;
  secret: Uint8Array;
  publicUrl: string;
  notifyMail: () => void;
};

/** Candidates a mail lists; beyond them it links to the search. */
export const ALERT_MAX_CANDIDATES = 20;
/**
 * Profiles changed up to this long before the last run are looked at again: a change committed
 * after the last run had read its matches would otherwise be missed. Deliveries stop doubles.
 */
const OVERLAP_MS = 60 * 60 * 1000;

/** The alert in the recruiter's language (`users.locale`); Arabic mails link to the /ar pages. */
function alertMail(input: {
  firstName: string;
  locale: Locale;
  search: Row;
  candidates: Listed[];
  urls: { candidate: (id: number) => string; search: string; manage: string };
}): MailContent {
  const { locale } = input;
  const t = (key: Parameters<typeof catalogue.t>[1], values?: Parameters<typeof catalogue.t>[2]) =>
    catalogue.t(locale, key, values);
  const url = (u: string) => localeUrl(u, locale);
  const n = input.candidates.length;
  const subject = t('alertMail.subject', { count: n, search: input.search.name });
  const intro = t('alertMail.intro', { count: n, search: input.search.name });
  const greeting = hello(locale, input.firstName);
  const name = (c: Listed) => `${c.first_name} ${c.last_name}`;
  const details = (c: Listed) =>
    [c.headline, c.years != null ? t('alertMail.years', { years: c.years }) : null].filter(Boolean);
  const line = (c: Listed) => [name(c), ...details(c)].join(' · ');
  const text = [
    greeting,
    intro,
    ...input.candidates.map((c) => `${line(c)}\n${url(input.urls.candidate(c.id))}`),
    t('alertMail.linkText', { label: t('alertMail.run'), url: url(input.urls.search) }),
    t('alertMail.linkText', { label: t('alertMail.manage'), url: url(input.urls.manage) }),
    t('alertMail.signoff'),
  ].join('\n\n');
  const html = `<!doctype html>${mailHtmlOpen(locale)}<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>${input.candidates.map((c) => `<li><a href="${escapeHtml(url(input.urls.candidate(c.id)))}">${escapeHtml(name(c))}</a>${details(c).length ? escapeHtml(` · ${details(c).join(' · ')}`) : ''}</li>`).join('')}</ul>
<p><a href="${escapeHtml(url(input.urls.search))}">${escapeHtml(t('alertMail.run'))}</a> · <a href="${escapeHtml(url(input.urls.manage))}">${escapeHtml(t('alertMail.manage'))}</a></p>
<p style="color:#6b7280">${escapeHtml(t('alertMail.signoff'))}</p></body></html>`;
  return { subject, text, html };
}

/**
 * One due saved search, claimed with FOR UPDATE SKIP LOCKED inside its own transaction (several
 * workers share the work): the candidates who newly match (profile changed since the last run,
 * never mailed for this search), their deliveries, the mail and the next run written together.
 * Nothing new: only the schedule moves. Returns null when nothing was due.
 */
async function runOne(deps: SavedSearchAlertDeps): Promise<{ mailed: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const search = await claimDueAlert(tx);
    if (!search?.alertFrequency) return null;
    const recipient = await alertRecipient(tx, search.userId);
    const since = new Date(Math.max(search.lastRunAt.getTime() - OVERLAP_MS, search.createdAt.getTime()));
    const ids = await candidateIdsMatching(tx, cvSearchCriteriaSchema.parse(search.criteria), {
      // The organisation's own search: the candidates it added (awaiting the claim) too, no other's.
      clientId: search.clientId,
      changedSince: since,
      exceptIds: deliveredCandidates(search.id),
      limit: ALERT_MAX_CANDIDATES,
    });
    await markAlertRun(tx, search.id, nextRunAt(search.alertFrequency));
    if (!ids.length || !recipient) return { mailed: false };
    await recordDeliveries(tx, search.id, ids);
    const candidates = await alertCandidates(tx, ids);
    const base = deps.publicUrl;
    const token = unsubscribeToken(deps.secret, search.id, 'cv-search-alert-unsubscribe');
    const oneClick = `${base}${API_PREFIX}${API.cvSearch.savedUnsubscribe}?token=${encodeURIComponent(token)}`;
    const query = new URLSearchParams(search.criteria).toString();
    await enqueueMail(tx, {
      ...alertMail({
        firstName: recipient.firstName,
        locale: recipient.locale,
        search,
        candidates,
        urls: {
          candidate: (id) => `${base}/management/cv-search/view/${id}`,
          search: `${base}/management/cv-search?${query}`,
          manage: `${base}/management/cv-search/saved-list`,
        },
      }),
      to: recipient.email,
      headers: listHeaders(oneClick, { id: 'cv-search-alerts', name: 'Saved CV search alerts' }, base),
    });
    return { mailed: true };
  });
}

/** Runs every due saved-search alert once; a failing one waits 15 minutes and the others go on. */
export async function runDueSavedSearchAlerts(
  deps: SavedSearchAlertDeps,
): Promise<{ runs: number; mailed: number }> {
  let runs = 0;
  let mailed = 0;
  for (;;) {
    let result: { mailed: boolean } | null;
    try {
      result = await runOne(deps);
    } catch (err) {
      deps.log.error({ err }, 'saved CV search alert failed');
      // The failing search is the first due one: put it back a little so the others run.
      await postponeFirstDueAlert(deps.db);
      continue;
    }
    if (!result) break;
    runs += 1;
    if (result.mailed) mailed += 1;
  }
  if (mailed) deps.notifyMail();
  return { runs, mailed };
}

export function createSavedSearchAlertTask(
  deps: SavedSearchAlertDeps & { intervalMs?: number },
): PeriodicTask {
  return periodicTask(
    'saved CV search alert pass',
    async () => {
      const { runs, mailed } = await runDueSavedSearchAlerts(deps);
      if (runs > 0) deps.log.info({ runs, mailed }, 'saved CV search alerts run');
    },
    { intervalMs: deps.intervalMs ?? 60_000, log: deps.log },
  );
}
