import {
  COMPLETENESS_PARTS,
  type CompanyBranch,
  type CompanyContact,
  type CompanyProfile,
  type CompanySocial,
  type CompletenessPart,
  type PublicCompany,
} from '@portal/contract/company-profile';
import { API } from '@portal/contract/paths';
import type { Db } from '../../core/db/client';
import { apiPath } from '../../core/lib/route';
import { type MasterRef, masterRefs } from '../master';
import {
  type BranchRow,
  branchRows,
  type ContactRow,
  contactRows,
  organisationById,
  type ProfileRow,
  profileRow,
  profileRows,
  publicContactRows,
} from './repository';

/** The public address of a stored logo or cover. */
export const imageAt = (key: string) => apiPath(API.employers.image(key));
export const imageUrl = (key: string | null | undefined) => (key ? imageAt(key) : null);

const ref = (m: Map<number, MasterRef>, id: number | null | undefined) => {
  const r = id == null ? undefined : m.get(id);
  return r ? { id: r.id, name: r.name, name_ar: r.nameAr, slug: r.slug } : null;
};

export const socialOf = (p: ProfileRow | undefined): CompanySocial => ({
  linkedin: p?.linkedin ?? null,
  facebook: p?.facebook ?? null,
  x: p?.x ?? null,
  instagram: p?.instagram ?? null,
});

/** The links that say who the organisation is elsewhere: schema.org `sameAs`. */
export const sameAsOf = (p: ProfileRow | undefined): string[] =>
  [p?.website, p?.linkedin, p?.facebook, p?.x, p?.instagram].filter((v): v is string => !!v);

export const toContact = (c: ContactRow): CompanyContact => ({
  id: c.id,
  name: c.name,
  role: c.role,
  email: c.email,
  phone: c.phone,
  is_public: c.isPublic,
});

async function branchesOf(db: Db, clientId: number): Promise<CompanyBranch[]> {
  return toBranches(db, await branchRows(db, clientId));
}

export async function toBranches(db: Db, rows: BranchRow[]): Promise<CompanyBranch[]> {
  const states = await masterRefs(
    db,
    rows.flatMap((b) => [b.stateId, ...(b.cityId ? [b.cityId] : [])]),
  );
  const countries = await masterRefs(
    db,
    [...states.values()].flatMap((s) => (s.list === 'states' && s.parentId ? [s.parentId] : [])),
  );
  return rows.flatMap((b) => {
    const state = ref(states, b.stateId);
    if (!state) return [];
    return [
      {
        id: b.id,
        name: b.name,
        state,
        city: ref(states, b.cityId),
        country: ref(countries, states.get(b.stateId)?.parentId),
        address: b.address,
        phone: b.phone,
        is_head_office: b.isHeadOffice,
      },
    ];
  });
}

/** What a complete profile has; the meter is the share of these parts filled in. */
export function completeness(p: ProfileRow | undefined, contacts: number, branches: number) {
  const has: Record<CompletenessPart, boolean> = {
    logo: !!p?.logoKey,
    cover: !!p?.coverKey,
    about: !!p?.about,
    industry: p?.industryId != null,
    company_size: !!p?.companySize,
    founded_year: p?.foundedYear != null,
    website: !!p?.website,
    contacts: contacts > 0,
    branches: branches > 0,
    social: sameAsOf(p).length > (p?.website ? 1 : 0),
  };
  const missing = COMPLETENESS_PARTS.filter((k) => !has[k]);
  return {
    percent: Math.round(((COMPLETENESS_PARTS.length - missing.length) / COMPLETENESS_PARTS.length) * 100),
    missing,
  };
}

/** The whole profile of organisation `clientId`, private parts included; null when there is none. */
export async function fullProfile(db: Db, clientId: number): Promise<CompanyProfile | null> {
  const client = await organisationById(db, clientId);
  if (!client) return null;
  const [p, contacts, branches] = await Promise.all([
    profileRow(db, clientId),
    contactRows(db, clientId),
    branchesOf(db, clientId),
  ]);
  const industry = p?.industryId ? ref(await masterRefs(db, [p.industryId]), p.industryId) : null;
  return {
    client_id: client.id,
    name: client.name,
    type: client.type,
    status: client.status,
    logo: imageUrl(p?.logoKey),
    cover: imageUrl(p?.coverKey),
    about: p?.about ?? null,
    industry,
    company_size: p?.companySize ?? null,
    founded_year: p?.foundedYear ?? null,
    website: p?.website ?? null,
    trade_licence: p?.tradeLicence ?? null,
    social: socialOf(p),
    contacts: contacts.map(toContact),
    branches,
    completeness: completeness(p, contacts.length, branches.length),
    updated_at: p?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The public company page's data, built from an allow-list of fields: the trade licence and the
 * contacts not marked public are never read into it.
 */
export async function publicProfile(
  db: Db,
  card: { id: number; name: string; type: 'employer' | 'consultancy'; open_jobs: number },
): Promise<PublicCompany> {
  const [p, contacts, branches] = await Promise.all([
    profileRow(db, card.id),
    publicContactRows(db, card.id),
    branchesOf(db, card.id),
  ]);
  const industry = p?.industryId ? ref(await masterRefs(db, [p.industryId]), p.industryId) : null;
  return {
    ...card,
    logo: imageUrl(p?.logoKey),
    cover: imageUrl(p?.coverKey),
    about: p?.about ?? null,
    website: p?.website ?? null,
    industry,
    company_size: p?.companySize ?? null,
    founded_year: p?.foundedYear ?? null,
    social: socialOf(p),
    branches,
    contacts,
  };
}

/** Logos and industries of many organisations at once (lists, job cards, JSON-LD). */
export async function brandOf(
  db: Db,
  clientIds: number[],
): Promise<Map<number, { logo: string | null; industryId: number | null; sameAs: string[] }>> {
  if (clientIds.length === 0) return new Map();
  const rows = await profileRows(db, clientIds);
  return new Map(
    rows.map((r) => [
      r.clientId,
      { logo: imageUrl(r.logoKey), industryId: r.industryId, sameAs: sameAsOf(r) },
    ]),
  );
}
