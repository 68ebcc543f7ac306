import { API } from '@portal/contract/paths';
import type { AdminSettings, PublicSettings, SettingsUpdate } from '@portal/contract/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { apiPath } from '../../core/lib/route';
import { writeAudit } from '../../platform/audit/write';
import { detectPhotoType } from '../../platform/files/detect';
import { reencodePhoto } from '../../platform/files/image';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { announceSettingsChange } from './cache';
import { catalogue } from './i18n';
import { lockSettings, readLogoFile, readPublicSettings, writeLogoFile, writeSettings } from './repository';

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };
type Actor = { id: number; email: string };

/** A header logo: wide and short; re-encoded to fit, never enlarged. */
const LOGO_BOX = { width: 600, height: 200 };
const NO_LOGO = catalogue.text('errors.portal_has_no_logo_its');

export const logoUrl = (key: string) => apiPath(API.settings.portalLogoFile(key));

export function toAdminSettings(s: PublicSettings): AdminSettings {
  return {
    site_name: s.site_name,
    theme_color: s.theme.color,
    logo_url: s.theme.logo,
    contact_email: s.contact.email,
    whatsapp: s.contact.whatsapp,
    ...s.social,
    job_validity_days: s.job_validity_days,
    candidate_retention_months: s.candidate_retention_months,
    arabic_digits: s.arabic_digits,
  };
}

/** The stored shape with the patch's fields applied; fields not in the patch are kept. */
export function applyPatch(s: PublicSettings, p: SettingsUpdate): PublicSettings {
  const social = { ...s.social };
  for (const n of Object.keys(social) as (keyof typeof social)[]) {
    const v = p[n];
    if (v !== undefined) social[n] = v;
  }
  return {
    site_name: p.site_name ?? s.site_name,
    theme: { ...s.theme, color: p.theme_color ?? s.theme.color },
    contact: { email: p.contact_email ?? s.contact.email, whatsapp: p.whatsapp ?? s.contact.whatsapp },
    social,
    job_validity_days: p.job_validity_days ?? s.job_validity_days,
    candidate_retention_months: p.candidate_retention_months ?? s.candidate_retention_months,
    arabic_digits: p.arabic_digits ?? s.arabic_digits,
  };
}

/** Only the fields whose value changed, before and after, for the audit log. */
function changes(before: AdminSettings, after: AdminSettings) {
  const keys = (Object.keys(after) as (keyof AdminSettings)[]).filter((k) => before[k] !== after[k]);
  const pick = (s: AdminSettings) => Object.fromEntries(keys.map((k) => [k, s[k]]));
  return { keys, before: pick(before), after: pick(after) };
}

/** Top-level stored keys whose value differs, so a save rewrites only what changed. */
function changedKeys(before: PublicSettings, after: PublicSettings): Partial<PublicSettings> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(after) as (keyof PublicSettings)[])
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) out[k] = after[k];
  return out as Partial<PublicSettings>;
}

export function createSettingsService({ db, storage, scanner, log }: Deps) {
  const removeBytes = async (key: string | undefined) => {
    if (key)
      await storage.remove(key).catch((err: unknown) => log.warn({ err }, 'could not remove stored file'));
  };

  return {
    async read(): Promise<AdminSettings> {
      return toAdminSettings(await readPublicSettings(db));
    },

    /** Applies a partial update in one transaction with its audit row; other processes are told after. */
    async update(actor: Actor, patch: SettingsUpdate): Promise<AdminSettings> {
      const next = await db.transaction(async (tx) => {
        await lockSettings(tx);
        const current = await readPublicSettings(tx);
        const updated = applyPatch(current, patch);
        const diff = changes(toAdminSettings(current), toAdminSettings(updated));
        if (diff.keys.length === 0) return updated;
        await writeSettings(tx, changedKeys(current, updated));
        await writeAudit(tx, actor, {
          action: 'settings.update',
          targetType: 'settings',
          targetId: 'portal',
          before: diff.before,
          after: diff.after,
        });
        return updated;
      });
      announceSettingsChange(db, log);
      return toAdminSettings(next);
    },

    /** The same gates as a company logo: size while reading, real type, malware scan, re-encoded without EXIF. */
    async uploadLogo(actor: Actor, upload: UploadedFile): Promise<string> {
      await detectPhotoType(upload.data);
      await scanner.scan(upload.data);
      const webp = await reencodePhoto(upload.data, LOGO_BOX);
      const key = newStorageKey();
      await storage.put(key, webp);
      const url = logoUrl(key);
      let old: string | undefined;
      try {
        old = await db.transaction(async (tx) => {
          await lockSettings(tx);
          const current = await readPublicSettings(tx);
          const file = await readLogoFile(tx);
          await writeSettings(tx, { theme: { ...current.theme, logo: url } });
          await writeLogoFile(tx, { key, size: webp.length });
          await writeAudit(tx, actor, {
            action: 'settings.logo',
            targetType: 'settings',
            targetId: 'portal',
            before: { logo_url: current.theme.logo },
            after: { logo_url: url },
          });
          return file?.key;
        });
      } catch (err) {
        await removeBytes(key);
        throw err;
      }
      await removeBytes(old);
      announceSettingsChange(db, log);
      return url;
    },

    /** Back to the bundled default logo. */
    async removeLogo(actor: Actor): Promise<void> {
      const old = await db.transaction(async (tx) => {
        await lockSettings(tx);
        const current = await readPublicSettings(tx);
        const file = await readLogoFile(tx);
        if (!current.theme.logo) throw AppError.notFound(NO_LOGO);
        await writeSettings(tx, { theme: { ...current.theme, logo: null } });
        await writeLogoFile(tx, null);
        await writeAudit(tx, actor, {
          action: 'settings.logo',
          targetType: 'settings',
          targetId: 'portal',
          before: { logo_url: current.theme.logo },
          after: { logo_url: null },
        });
        return file?.key;
      });
      await removeBytes(old);
      announceSettingsChange(db, log);
    },

    /** The current logo's bytes; an older logo's key is gone. */
    async logo(key: string) {
      const file = await readLogoFile(db);
      if (!file || file.key !== key) throw AppError.notFound();
      return { storageKey: key, mime: 'image/webp', size: file.size };
    },
  };
}
