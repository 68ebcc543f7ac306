import type {
  CompanyProfileUpdate,
  CompanySocialInput,
  companyBranchInputSchema,
  companyContactInputSchema,
  UserDetail,
  UserDetailUpdate,
} from '@portal/contract/company-profile';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { sanitizeDescription } from '../../core/lib/sanitize';
import { publish } from '../../platform/events/domain-events';
import { detectPhotoType } from '../../platform/files/detect';
import { reencodePhoto } from '../../platform/files/image';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { checkReferences, heldIds } from '../master';
import { catalogue } from './i18n';
import { fullProfile, imageAt, toBranches, toContact } from './read';
import {
  branchCount,
  clearHeadOffice,
  contactCount,
  deleteBranch,
  deleteContact,
  imageOwner,
  insertBranch,
  insertContact,
  lockBranch,
  lockProfile,
  organisationById,
  type ProfileSet,
  placeItems,
  updateBranch,
  updateContact,
  updateProfile,
  updateUserNames,
  userById,
} from './repository';

export const MAX_CONTACTS = 20;
export const MAX_BRANCHES = 50;
/** Logos are shown small; covers span the page. */
const IMAGE_BOX = { logo: { width: 512, height: 512 }, cover: { width: 1600, height: 600 } } as const;
export type CompanyImage = keyof typeof IMAGE_BOX;

type ContactBody = z.infer<typeof companyContactInputSchema>;
type BranchBody = z.infer<typeof companyBranchInputSchema>;

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };

const NOT_FOUND = catalogue.text('errors.organisation_not_found');

const contactValues = (c: ContactBody) => ({
  name: c.name,
  role: c.role,
  email: c.email,
  phone: c.phone ?? null,
  isPublic: c.is_public,
});

const branchValues = (b: BranchBody) => ({
  name: b.name,
  stateId: b.state_id,
  cityId: b.city_id ?? null,
  address: b.address,
  phone: b.phone ?? null,
  isHeadOffice: b.is_head_office,
});

/** A state (emirate) and optionally one of its cities; 400 naming the field otherwise. */
async function checkPlace(db: Db, stateId: number | undefined, cityId: number | null | undefined) {
  const ids = [stateId, cityId].filter((v): v is number => typeof v === 'number');
  const rows = ids.length ? await placeItems(db, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  if (stateId != null && byId.get(stateId)?.list !== 'states')
    errors.state_id = [catalogue.text('errors.unknown_emirate_or_state')];
  if (cityId != null) {
    const city = byId.get(cityId);
    if (city?.list !== 'cities') errors.city_id = [catalogue.text('errors.unknown_city')];
    else if (stateId != null && city.parentId !== stateId)
      errors.city_id = [catalogue.text('errors.city_not_in_chosen_emirate')];
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

export function createCompanyProfileService({ db, storage, scanner, log }: Deps) {
  const removeBytes = async (keys: (string | null | undefined)[]) => {
    for (const key of keys) {
      if (!key) continue;
      await storage.remove(key).catch((err: unknown) => log.warn({ err }, 'could not remove stored file'));
    }
  };

  /**
   * The organisation a request is about: the caller's own; the operator's staff (caller.all) may
   * name any with `requested`. A tenant naming another organisation gets 404, as if it did not exist.
   */
  async function target(caller: Caller, requested?: number): Promise<number> {
    const own = caller.org.kind === 'none' ? null : caller.org.clientId;
    const id = requested ?? own;
    if (id == null) throw AppError.forbidden();
    if (id !== own && !caller.all) throw AppError.notFound(NOT_FOUND);
    if (!(await organisationById(db, id))) throw AppError.notFound(NOT_FOUND);
    return id;
  }

  async function profileOf(clientId: number) {
    const p = await fullProfile(db, clientId);
    if (!p) throw AppError.notFound(NOT_FOUND);
    return p;
  }

  return {
    target,
    profileOf,

    async update(caller: Caller, input: CompanyProfileUpdate) {
      const clientId = ownClientId(caller);
      if (input.industry_id) {
        const held = (await fullProfile(db, clientId))?.industry?.id;
        await checkReferences(db, { industry_id: input.industry_id }, heldIds(held));
      }
      const set: ProfileSet = {};
      if (input.about !== undefined) {
        const clean = input.about === null ? '' : sanitizeDescription(input.about);
        set.about = clean.replace(/<[^>]*>|\s|&nbsp;/g, '') === '' ? null : clean;
      }
      if (input.industry_id !== undefined) set.industryId = input.industry_id;
      if (input.company_size !== undefined) set.companySize = input.company_size;
      if (input.founded_year !== undefined) set.foundedYear = input.founded_year;
      if (input.website !== undefined) set.website = input.website;
      if (input.trade_licence !== undefined) set.tradeLicence = input.trade_licence;
      await db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        await updateProfile(tx, clientId, set);
      });
      return profileOf(clientId);
    },

    async social(caller: Caller, input: CompanySocialInput) {
      const clientId = ownClientId(caller);
      await db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        await updateProfile(tx, clientId, {
          linkedin: input.linkedin ?? null,
          facebook: input.facebook ?? null,
          x: input.x ?? null,
          instagram: input.instagram ?? null,
        });
      });
      return (await profileOf(clientId)).social;
    },

    async addContact(caller: Caller, c: ContactBody) {
      const clientId = ownClientId(caller);
      return db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        if ((await contactCount(tx, clientId)) >= MAX_CONTACTS)
          throw AppError.conflict(
            catalogue.text('errors.you_can_keep_at_most', { MAX_CONTACTS: String(MAX_CONTACTS) }),
          );
        const row = await insertContact(tx, clientId, contactValues(c));
        if (!row) throw new Error('insert returned no row');
        await updateProfile(tx, clientId);
        return toContact(row);
      });
    },

    async updateContact(caller: Caller, id: number, c: ContactBody) {
      const clientId = ownClientId(caller);
      const row = await updateContact(db, clientId, id, contactValues(c));
      if (!row) throw AppError.notFound(catalogue.text('errors.contact_not_found'));
      return toContact(row);
    },

    async deleteContact(caller: Caller, id: number) {
      const clientId = ownClientId(caller);
      if (!(await deleteContact(db, clientId, id)))
        throw AppError.notFound(catalogue.text('errors.contact_not_found'));
    },

    async addBranch(caller: Caller, b: BranchBody) {
      const clientId = ownClientId(caller);
      await checkPlace(db, b.state_id, b.city_id);
      const row = await db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        if ((await branchCount(tx, clientId)) >= MAX_BRANCHES)
          throw AppError.conflict(
            catalogue.text('errors.you_can_list_at_most', { MAX_BRANCHES: String(MAX_BRANCHES) }),
          );
        // One head office: marking a new one unmarks the old.
        if (b.is_head_office) await clearHeadOffice(tx, clientId);
        const r = await insertBranch(tx, clientId, branchValues(b));
        if (!r) throw new Error('insert returned no row');
        await updateProfile(tx, clientId);
        return r;
      });
      const [out] = await toBranches(db, [row]);
      if (!out) throw new Error('branch without its state');
      return out;
    },

    async updateBranch(caller: Caller, id: number, b: BranchBody) {
      const clientId = ownClientId(caller);
      await checkPlace(db, b.state_id, b.city_id);
      const row = await db.transaction(async (tx) => {
        if (!(await lockBranch(tx, clientId, id)))
          throw AppError.notFound(catalogue.text('errors.office_not_found'));
        if (b.is_head_office) await clearHeadOffice(tx, clientId);
        const r = await updateBranch(tx, clientId, id, branchValues(b));
        if (!r) throw AppError.notFound(catalogue.text('errors.office_not_found'));
        return r;
      });
      const [out] = await toBranches(db, [row]);
      if (!out) throw new Error('branch without its state');
      return out;
    },

    async deleteBranch(caller: Caller, id: number) {
      const clientId = ownClientId(caller);
      if (!(await deleteBranch(db, clientId, id)))
        throw AppError.notFound(catalogue.text('errors.office_not_found'));
    },

    async userDetail(userId: number): Promise<UserDetail> {
      const u = await userById(db, userId);
      if (!u) throw AppError.notFound();
      return {
        id: u.id,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        phone: u.phone,
        role: u.role,
      };
    },

    async updateUserDetail(userId: number, input: UserDetailUpdate): Promise<UserDetail> {
      const set: Parameters<typeof updateUserNames>[2] = {};
      if (input.first_name !== undefined) set.firstName = input.first_name;
      if (input.last_name !== undefined) set.lastName = input.last_name;
      if (input.phone !== undefined) set.phone = input.phone;
      if (Object.keys(set).length) await updateUserNames(db, userId, set);
      return this.userDetail(userId);
    },

    /**
     * Logo or cover: the same gates as a candidate's photo (size while reading, real type, malware
     * scan), then re-encoded to WebP with every piece of metadata (EXIF, GPS) dropped, then stored.
     */
    async uploadImage(caller: Caller, kind: CompanyImage, upload: UploadedFile) {
      const clientId = ownClientId(caller);
      await detectPhotoType(upload.data);
      await scanner.scan(upload.data);
      const webp = await reencodePhoto(upload.data, IMAGE_BOX[kind]);
      const key = newStorageKey();
      await storage.put(key, webp);
      let old: string | null;
      try {
        old = await db.transaction(async (tx) => {
          const current = await lockProfile(tx, clientId);
          await updateProfile(
            tx,
            clientId,
            kind === 'logo'
              ? { logoKey: key, logoSize: webp.length }
              : { coverKey: key, coverSize: webp.length },
          );
          return kind === 'logo' ? current.logoKey : current.coverKey;
        });
      } catch (err) {
        await removeBytes([key]);
        throw err;
      }
      // Job pages kept in memory show the logo on their employer card.
      if (kind === 'logo') publish(db, 'organisations.changed', log);
      await removeBytes([old]);
      return { url: imageAt(key) };
    },

    async deleteImage(caller: Caller, kind: CompanyImage) {
      const clientId = ownClientId(caller);
      const old = await db.transaction(async (tx) => {
        const current = await lockProfile(tx, clientId);
        const key = kind === 'logo' ? current.logoKey : current.coverKey;
        if (!key)
          throw AppError.notFound(
            kind === 'logo'
              ? catalogue.text('errors.you_have_no_logo')
              : catalogue.text('errors.you_have_no_cover_image'),
          );
        await updateProfile(
          tx,
          clientId,
          kind === 'logo' ? { logoKey: null, logoSize: null } : { coverKey: null, coverSize: null },
        );
        return key;
      });
      if (kind === 'logo') publish(db, 'organisations.changed', log);
      await removeBytes([old]);
    },

    /** A logo or cover by its public key, for sending. */
    async image(key: string) {
      const row = await imageOwner(db, key);
      if (!row) throw AppError.notFound();
      const size = row.logoKey === key ? row.logoSize : row.coverSize;
      return { storageKey: key, mime: 'image/webp', size: size ?? 0 };
    },
  };
}
export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;
