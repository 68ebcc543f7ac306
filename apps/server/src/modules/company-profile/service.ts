import type {
  CompanyProfileUpdate,
  CompanySocialInput,
  companyBranchInputSchema,
  companyContactInputSchema,
  UserDetail,
  UserDetailUpdate,
} from '@portal/contract/company-profile';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { companyBranches, companyContacts, companyProfiles } from '../../db/schema/companies';
import { masterItems } from '../../db/schema/master-data';
import { users } from '../../db/schema/users';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { sanitizeDescription } from '../../lib/sanitize';
import type { UploadedFile } from '../../plugins/body-parsers';
import { detectPhotoType } from '../files/detect';
import { reencodePhoto } from '../files/image';
import { type FileStorage, newStorageKey } from '../files/storage';
import type { VirusScanner } from '../files/virus-scan';
import { checkReferences } from '../master/references';
import { type Caller, ownClientId } from '../tenancy/scope';
import { fullProfile, imageUrl, toBranches, toContact } from './read';

export const MAX_CONTACTS = 20;
export const MAX_BRANCHES = 50;
/** Logos are shown small; covers span the page. */
const IMAGE_BOX = { logo: { width: 512, height: 512 }, cover: { width: 1600, height: 600 } } as const;
export type CompanyImage = keyof typeof IMAGE_BOX;

type ContactBody = z.infer<typeof companyContactInputSchema>;
type BranchBody = z.infer<typeof companyBranchInputSchema>;

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };

const NOT_FOUND = 'Organisation not found.';

/** Makes the organisation's profile row if it has none and locks it for this transaction. */
async function lockProfile(tx: Db, clientId: number) {
  await tx.insert(companyProfiles).values({ clientId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyProfiles)
    .where(eq(companyProfiles.clientId, clientId))
    .for('update');
  if (!row) throw new Error('company profile row vanished');
  return row;
}

/** A state (emirate) and optionally one of its cities; 400 naming the field otherwise. */
async function checkPlace(db: Db, stateId: number | undefined, cityId: number | null | undefined) {
  const ids = [stateId, cityId].filter((v): v is number => typeof v === 'number');
  const rows = ids.length
    ? await db
        .select({ id: masterItems.id, list: masterItems.list, parentId: masterItems.parentId })
        .from(masterItems)
        .where(inArray(masterItems.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  if (stateId != null && byId.get(stateId)?.list !== 'states') errors.state_id = ['Unknown emirate or state'];
  if (cityId != null) {
    const city = byId.get(cityId);
    if (city?.list !== 'cities') errors.city_id = ['Unknown city'];
    else if (stateId != null && city.parentId !== stateId)
      errors.city_id = ['This city is not in the chosen emirate'];
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
    const [c] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
    if (!c) throw AppError.notFound(NOT_FOUND);
    return id;
  }

  async function profileOf(clientId: number) {
    const p = await fullProfile(db, clientId);
    if (!p) throw AppError.notFound(NOT_FOUND);
    return p;
  }

  const touch = (tx: Db, clientId: number) =>
    tx.update(companyProfiles).set({ updatedAt: sql`now()` }).where(eq(companyProfiles.clientId, clientId));

  return {
    target,
    profileOf,

    async update(caller: Caller, input: CompanyProfileUpdate) {
      const clientId = ownClientId(caller);
      if (input.industry_id) await checkReferences(db, { industry_id: input.industry_id });
      const set: Partial<typeof companyProfiles.$inferInsert> = {};
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
        await tx
          .update(companyProfiles)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(companyProfiles.clientId, clientId));
      });
      return profileOf(clientId);
    },

    async social(caller: Caller, input: CompanySocialInput) {
      const clientId = ownClientId(caller);
      await db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        await tx
          .update(companyProfiles)
          .set({
            linkedin: input.linkedin ?? null,
            facebook: input.facebook ?? null,
            x: input.x ?? null,
            instagram: input.instagram ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(companyProfiles.clientId, clientId));
      });
      return (await profileOf(clientId)).social;
    },

    async addContact(caller: Caller, c: ContactBody) {
      const clientId = ownClientId(caller);
      return db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        const [n] = await tx
          .select({ n: count() })
          .from(companyContacts)
          .where(eq(companyContacts.clientId, clientId));
        if ((n?.n ?? 0) >= MAX_CONTACTS)
          throw AppError.conflict(`You can keep at most ${MAX_CONTACTS} contacts.`);
        const [row] = await tx
          .insert(companyContacts)
          .values({
            clientId,
            name: c.name,
            role: c.role,
            email: c.email,
            phone: c.phone ?? null,
            isPublic: c.is_public,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await touch(tx, clientId);
        return toContact(row);
      });
    },

    async updateContact(caller: Caller, id: number, c: ContactBody) {
      const clientId = ownClientId(caller);
      const [row] = await db
        .update(companyContacts)
        .set({ name: c.name, role: c.role, email: c.email, phone: c.phone ?? null, isPublic: c.is_public })
        .where(and(eq(companyContacts.id, id), eq(companyContacts.clientId, clientId)))
        .returning();
      if (!row) throw AppError.notFound('Contact not found.');
      return toContact(row);
    },

    async deleteContact(caller: Caller, id: number) {
      const clientId = ownClientId(caller);
      const [row] = await db
        .delete(companyContacts)
        .where(and(eq(companyContacts.id, id), eq(companyContacts.clientId, clientId)))
        .returning({ id: companyContacts.id });
      if (!row) throw AppError.notFound('Contact not found.');
    },

    async addBranch(caller: Caller, b: BranchBody) {
      const clientId = ownClientId(caller);
      await checkPlace(db, b.state_id, b.city_id);
      const row = await db.transaction(async (tx) => {
        await lockProfile(tx, clientId);
        const [n] = await tx
          .select({ n: count() })
          .from(companyBranches)
          .where(eq(companyBranches.clientId, clientId));
        if ((n?.n ?? 0) >= MAX_BRANCHES)
          throw AppError.conflict(`You can list at most ${MAX_BRANCHES} offices.`);
        // One head office: marking a new one unmarks the old.
        if (b.is_head_office)
          await tx
            .update(companyBranches)
            .set({ isHeadOffice: false })
            .where(eq(companyBranches.clientId, clientId));
        const [r] = await tx
          .insert(companyBranches)
          .values({
            clientId,
            name: b.name,
            stateId: b.state_id,
            cityId: b.city_id ?? null,
            address: b.address,
            phone: b.phone ?? null,
            isHeadOffice: b.is_head_office,
          })
          .returning();
        if (!r) throw new Error('insert returned no row');
        await touch(tx, clientId);
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
        const own = and(eq(companyBranches.id, id), eq(companyBranches.clientId, clientId));
        const [found] = await tx
          .select({ id: companyBranches.id })
          .from(companyBranches)
          .where(own)
          .for('update');
        if (!found) throw AppError.notFound('Office not found.');
        if (b.is_head_office)
          await tx
            .update(companyBranches)
            .set({ isHeadOffice: false })
            .where(eq(companyBranches.clientId, clientId));
        const [r] = await tx
          .update(companyBranches)
          .set({
            name: b.name,
            stateId: b.state_id,
            cityId: b.city_id ?? null,
            address: b.address,
            phone: b.phone ?? null,
            isHeadOffice: b.is_head_office,
          })
          .where(own)
          .returning();
        if (!r) throw AppError.notFound('Office not found.');
        return r;
      });
      const [out] = await toBranches(db, [row]);
      if (!out) throw new Error('branch without its state');
      return out;
    },

    async deleteBranch(caller: Caller, id: number) {
      const clientId = ownClientId(caller);
      const [row] = await db
        .delete(companyBranches)
        .where(and(eq(companyBranches.id, id), eq(companyBranches.clientId, clientId)))
        .returning({ id: companyBranches.id });
      if (!row) throw AppError.notFound('Office not found.');
    },

    async userDetail(userId: number): Promise<UserDetail> {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
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
      const set: Partial<typeof users.$inferInsert> = {};
      if (input.first_name !== undefined) set.firstName = input.first_name;
      if (input.last_name !== undefined) set.lastName = input.last_name;
      if (input.phone !== undefined) set.phone = input.phone;
      if (Object.keys(set).length)
        await db
          .update(users)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
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
          await tx
            .update(companyProfiles)
            .set(
              kind === 'logo'
                ? { logoKey: key, logoSize: webp.length, updatedAt: sql`now()` }
                : { coverKey: key, coverSize: webp.length, updatedAt: sql`now()` },
            )
            .where(eq(companyProfiles.clientId, clientId));
          return kind === 'logo' ? current.logoKey : current.coverKey;
        });
      } catch (err) {
        await removeBytes([key]);
        throw err;
      }
      await removeBytes([old]);
      return { url: imageUrl(key) as string };
    },

    async deleteImage(caller: Caller, kind: CompanyImage) {
      const clientId = ownClientId(caller);
      const old = await db.transaction(async (tx) => {
        const current = await lockProfile(tx, clientId);
        const key = kind === 'logo' ? current.logoKey : current.coverKey;
        if (!key) throw AppError.notFound(kind === 'logo' ? 'You have no logo.' : 'You have no cover image.');
        await tx
          .update(companyProfiles)
          .set(
            kind === 'logo'
              ? { logoKey: null, logoSize: null, updatedAt: sql`now()` }
              : { coverKey: null, coverSize: null, updatedAt: sql`now()` },
          )
          .where(eq(companyProfiles.clientId, clientId));
        return key;
      });
      await removeBytes([old]);
    },

    /** A logo or cover by its public key, for sending. */
    async image(key: string) {
      const [row] = await db
        .select({
          logoKey: companyProfiles.logoKey,
          logoSize: companyProfiles.logoSize,
          coverKey: companyProfiles.coverKey,
          coverSize: companyProfiles.coverSize,
        })
        .from(companyProfiles)
        .where(sql`${companyProfiles.logoKey} = ${key} or ${companyProfiles.coverKey} = ${key}`);
      if (!row) throw AppError.notFound();
      const size = row.logoKey === key ? row.logoSize : row.coverSize;
      return { storageKey: key, mime: 'image/webp', size: size ?? 0 };
    },
  };
}
export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;
