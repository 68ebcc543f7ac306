import type { ApplicationSource } from '@portal/contract/reports';

/**
 * A job page's address as a link the portal makes: `?src=` names the way in, recorded on the
 * application when the candidate applies (the sources report, issue 30).
 */
export const jobLink = (base: string, id: number, source: ApplicationSource) =>
  `${base}/unauth/jobs/view/${id}?src=${source}`;

/** The same for a link already made (`.../unauth/jobs/view/12`), keeping any query it has. */
export const withSource = (link: string, source: ApplicationSource) =>
  `${link}${link.includes('?') ? '&' : '?'}src=${source}`;
