import type { Locale } from '@portal/contract/locale';
import type {
  MailCategory,
  MailPreferences,
  MailPreferencesPatch,
  MailUnsubscribeResult,
} from '@portal/contract/mail-preferences';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { recordConsentChanges } from '../../platform/consent/consent-repository';
import { catalogue } from './i18n';
import { verifyMailUnsubscribe } from './links';
import {
  accountOf,
  saveStoredPreferences,
  setWeeklySubscription,
  storedPreferences,
  weeklySubscribed,
} from './repository';

/** The account; its language (`users.locale`) becomes the weekly news subscription's when it turns them on. */
type Caller = { id: number; email: string; locale?: Locale };
type Patch = { [K in keyof MailPreferencesPatch]?: boolean };

export function createMailPreferenceService({ db, secret }: { db: Db; secret: Uint8Array }) {
  async function read(user: Caller): Promise<MailPreferences> {
    const [stored, weekly] = await Promise.all([
      storedPreferences(db, user.id),
      weeklySubscribed(db, user.email),
    ]);
    return { ...stored, weekly_news: weekly };
  }

  /** Both stores change together or neither does. */
  async function update(user: Caller, patch: Patch): Promise<MailPreferences> {
    await db.transaction(async (tx) => {
      await saveStoredPreferences(tx, user.id, patch);
      if (patch.weekly_news !== undefined) {
        await setWeeklySubscription(tx, user.email, patch.weekly_news, user.locale);
        // The weekly news are the portal's marketing mail: turning them on or off is a consent.
        await recordConsentChanges(tx, user.id, 'mail_preferences', [
          { kind: 'marketing', granted: patch.weekly_news },
        ]);
      }
    });
    return read(user);
  }

  return {
    read,
    update,

    /** The mail's link or one-click POST: idempotent, and the account need not be signed in. */
    async unsubscribe(token: string, category: MailCategory): Promise<MailUnsubscribeResult> {
      const userId = verifyMailUnsubscribe(secret, token, category);
      if (!userId)
        throw AppError.validation({ token: [catalogue.text('errors.unsubscribe_link_not_valid')] });
      const user = await accountOf(db, userId);
      // A deleted account gets no more mail anyway: the link still answers as done.
      if (user) await update(user, { [category]: false });
      return { category };
    },
  };
}
