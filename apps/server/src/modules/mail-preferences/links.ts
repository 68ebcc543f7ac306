import { MAIL_CATEGORY_LABEL, type MailCategory } from '@portal/contract/mail-preferences';
import { API, API_PREFIX } from '@portal/contract/paths';
import { listHeaders } from '../../platform/mail/list-headers';
import { unsubscribeToken, verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token';

/** The Account section of the candidate's profile, where every mail preference is. */
export const preferencesPath = '/candidate/profile#account';

const purpose = (category: MailCategory) => `mail-unsubscribe:${category}` as const;

/** The user id of a valid token for `category`, else null. Tokens never expire, as in the alerts. */
export const verifyMailUnsubscribe = (secret: Uint8Array, token: string, category: MailCategory) =>
  verifyUnsubscribeToken(secret, token, purpose(category));

/**
 * What a non-essential mail to a candidate carries: the preferences page, the visible one-click
 * page, and the RFC 8058 headers whose POST turns this kind of mail off without signing in.
 */
export function mailPreferenceLinks(
  secret: Uint8Array,
  publicUrl: string,
  userId: number,
  category: MailCategory,
) {
  const query = new URLSearchParams({ category, token: unsubscribeToken(secret, userId, purpose(category)) });
  const oneClick = `${publicUrl}${API_PREFIX}${API.candidate.mailUnsubscribe}?${query.toString()}`;
  return {
    preferences: `${publicUrl}${preferencesPath}`,
    unsubscribe: `${publicUrl}/unauth/mail/unsubscribe?${query.toString()}`,
    headers: listHeaders(
      oneClick,
      { id: category.replace(/_/g, '-'), name: MAIL_CATEGORY_LABEL[category].title },
      publicUrl,
    ),
  };
}
