import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { companyBranches, companyContacts, companyProfiles } from '../../core/db/schema/companies';
import { masterItems } from '../../core/db/schema/master-data';
import { createLocalStorage } from '../../platform/files/local-storage';
import { createS3Storage } from '../../platform/files/s3-storage';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import { DEMO_ORGS } from './demo-accounts';

type Place = { state: string; city: string | null };
type DemoProfile = {
  colour: string;
  about: string;
  industry: string;
  size: (typeof companyProfiles.$inferInsert)['companySize'];
  founded: number;
  website: string;
  licence: string;
  social: { linkedin?: string; facebook?: string; x?: string; instagram?: string };
  contacts: { name: string; role: string; email: string; phone: string | null; isPublic: boolean }[];
  branches: (Place & { name: string; address: string; phone: string | null; head: boolean })[];
};

/** Complete profiles for the demo organisations, so the company pages show what a profile gives. */
const PROFILES: Record<'employer' | 'operator', DemoProfile> = {
  employer: {
    colour: '#0e6f97',
    about:
      '<p><strong>Gulf Freight Solutions</strong> moves sea, air and road freight for manufacturers and retailers across the GCC from its hub in Jebel Ali.</p><p>We run bonded warehouses, a fleet of 120 trucks and customs brokerage in every emirate, and we promote from within: most of our supervisors started on the warehouse floor.</p>',
    industry: 'freight-forwarding-shipping',
    size: '201-500',
    founded: 2006,
    website: 'https://www.gulffreight.example.com',
    licence: 'DED-614233',
    social: {
      linkedin: 'https://www.linkedin.com/company/gulf-freight-solutions-demo',
      facebook: 'https://www.facebook.com/gulffreightdemo',
      instagram: 'https://www.instagram.com/gulffreightdemo',
    },
    contacts: [
      {
        name: 'Mariam Haddad',
        role: 'Talent acquisition lead',
        email: 'careers@gulffreight.example.com',
        phone: '+97148801200',
        isPublic: true,
      },
      {
        name: 'Rashid Karim',
        role: 'Finance manager',
        email: 'rashid.karim@gulffreight.example.com',
        phone: '+971501234987',
        isPublic: false,
      },
    ],
    branches: [
      {
        name: 'Head office and hub',
        state: 'dubai',
        city: 'jebel-ali',
        address: 'Plot MO0512, Jebel Ali Free Zone South',
        phone: '+97148801200',
        head: true,
      },
      {
        name: 'Abu Dhabi warehouse',
        state: 'abu-dhabi',
        city: 'khalifa-port-kizad',
        address: 'KEZAD Logistics Park, Unit 14',
        phone: null,
        head: false,
      },
      {
        name: 'Northern Emirates depot',
        state: 'sharjah',
        city: 'hamriyah',
        address: 'Hamriyah Free Zone, Phase 2, Warehouse 7',
        phone: null,
        head: false,
      },
    ],
  },
  operator: {
    colour: '#b45309',
    about:
      '<p><strong>Desert Bridge Logistics Recruitment</strong> is a Dubai recruitment consultancy for logistics and supply-chain roles, and runs this portal.</p><p>We place warehouse, freight, customs, fleet and procurement professionals with employers across the UAE and the GCC.</p>',
    industry: 'third-party-logistics-3pl',
    size: '11-50',
    founded: 2014,
    website: 'https://www.desertbridge.example.com',
    licence: 'DED-880154',
    social: {
      linkedin: 'https://www.linkedin.com/company/desert-bridge-recruitment-demo',
      x: 'https://x.com/desertbridgedemo',
    },
    contacts: [
      {
        name: 'Sara Nasser',
        role: 'Client services',
        email: 'clients@desertbridge.example.com',
        phone: '+97143309900',
        isPublic: true,
      },
    ],
    branches: [
      {
        name: 'Dubai office',
        state: 'dubai',
        city: null,
        address: 'Office 1204, Business Bay Tower, Business Bay',
        phone: '+97143309900',
        head: true,
      },
    ],
  },
};

/** A plain logo drawn from shapes (no fonts needed): a box on a coloured tile. */
async function demoLogo(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="48" fill="${colour}"/>
<path d="M128 52 200 90v76l-72 38-72-38V90z" fill="#fff"/>
<path d="M128 128v76M56 90l72 38 72-38" stroke="${colour}" stroke-width="10" fill="none"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}

async function demoCover(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#g)"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${120 + i * 170}" y="${330 - (i % 3) * 40}" width="140" height="${150 + (i % 3) * 40}" fill="#ffffff" opacity="0.${2 + (i % 3)}"/>`).join('')}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export type CompanySeedOptions = { dataDir: string; s3?: S3Settings | null };

/**
 * Fills in the demo organisations' company profiles (logo, cover, about, offices, contacts, links)
 * once: an organisation that has a profile row already keeps what its users made of it.
 */
export async function seedCompanyProfiles(tx: Db, opts: CompanySeedOptions): Promise<void> {
  const orgs = await tx
    .select({ id: clients.id, isOperator: clients.isOperator, name: clients.name, type: clients.type })
    .from(clients)
    .where(
      inArray(clients.id, [
        ...(await tx.select({ id: clients.id }).from(clients).where(eq(clients.isOperator, true))).map(
          (r) => r.id,
        ),
        ...(
          await tx
            .select({ id: clients.id })
            .from(clients)
            .where(and(eq(clients.type, 'employer'), eq(clients.name, DEMO_ORGS.employer)))
        ).map((r) => r.id),
      ]),
    );
  if (orgs.length === 0) return;
  const slugs = await tx
    .select({ id: masterItems.id, list: masterItems.list, slug: masterItems.slug })
    .from(masterItems)
    .where(inArray(masterItems.list, ['industries', 'states', 'cities']));
  const id = (list: string, slug: string | null) =>
    slug ? (slugs.find((s) => s.list === list && s.slug === slug)?.id ?? null) : null;
  let storage: FileStorage | null = null;
  for (const org of orgs) {
    const p = PROFILES[org.isOperator ? 'operator' : 'employer'];
    const [made] = await tx
      .insert(companyProfiles)
      .values({ clientId: org.id })
      .onConflictDoNothing()
      .returning({ id: companyProfiles.clientId });
    if (!made) continue;
    storage ??= opts.s3 ? createS3Storage(opts.s3) : createLocalStorage(path.join(opts.dataDir, 'uploads'));
    const [logo, cover] = await Promise.all([demoLogo(p.colour), demoCover(p.colour)]);
    const logoKey = newStorageKey();
    const coverKey = newStorageKey();
    await storage.put(logoKey, logo);
    await storage.put(coverKey, cover);
    await tx
      .update(companyProfiles)
      .set({
        logoKey,
        logoSize: logo.length,
        coverKey,
        coverSize: cover.length,
        about: p.about,
        industryId: id('industries', p.industry),
        companySize: p.size,
        foundedYear: p.founded,
        website: p.website,
        tradeLicence: p.licence,
        linkedin: p.social.linkedin ?? null,
        facebook: p.social.facebook ?? null,
        x: p.social.x ?? null,
        instagram: p.social.instagram ?? null,
      })
      .where(eq(companyProfiles.clientId, org.id));
    await tx.insert(companyContacts).values(p.contacts.map((c) => ({ ...c, clientId: org.id })));
    const branches = p.branches.flatMap((b) => {
      const stateId = id('states', b.state);
      return stateId
        ? [
            {
              clientId: org.id,
              name: b.name,
              stateId,
              cityId: id('cities', b.city),
              address: b.address,
              phone: b.phone,
              isHeadOffice: b.head,
            },
          ]
        : [];
    });
    if (branches.length) await tx.insert(companyBranches).values(branches);
  }
}
