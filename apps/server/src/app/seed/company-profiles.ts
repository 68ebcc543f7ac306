import path from 'node:path';
import { and, eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { companyBranches, companyContacts, companyProfiles } from '../../core/db/schema/companies';
import { masterItems } from '../../core/db/schema/master-data';
import { createLocalStorage } from '../../platform/files/local-storage';
import { createS3Storage } from '../../platform/files/s3-storage';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import { DEMO_EMPLOYERS, type DemoProfile, OPERATOR_PROFILE } from './demo-employers';

/** Marks for the logos, drawn from shapes (no fonts needed): a box, a wave, chevrons, a sun, stacked bars. */
const MARKS = [
  (c: string) =>
    `<path d="M128 52 200 90v76l-72 38-72-38V90z" fill="#fff"/><path d="M128 128v76M56 90l72 38 72-38" stroke="${c}" stroke-width="10" fill="none"/>`,
  () =>
    '<path d="M40 150c30-40 58-40 88 0s58 40 88 0" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round"/><circle cx="128" cy="92" r="26" fill="#fff"/>',
  () =>
    '<path d="M60 70l56 58-56 58M124 70l56 58-56 58" stroke="#fff" stroke-width="24" fill="none" stroke-linejoin="round"/>',
  (c: string) =>
    `<circle cx="128" cy="128" r="70" fill="#fff"/><circle cx="128" cy="128" r="34" fill="${c}"/>`,
  () =>
    '<rect x="56" y="64" width="144" height="28" rx="8" fill="#fff"/><rect x="76" y="114" width="104" height="28" rx="8" fill="#fff"/><rect x="96" y="164" width="64" height="28" rx="8" fill="#fff"/>',
];

/** A plain logo: a mark on a coloured tile. Encoded at the lowest effort: flat shapes need no more, and the seed stays fast. */
async function demoLogo(colour: string, mark: number): Promise<Buffer> {
  const draw = MARKS[mark % MARKS.length] ?? MARKS[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="48" fill="${colour}"/>${draw?.(colour) ?? ''}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90, effort: 0 }).toBuffer();
}

async function demoCover(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#g)"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${120 + i * 170}" y="${330 - (i % 3) * 40}" width="140" height="${150 + (i % 3) * 40}" fill="#ffffff" opacity="0.${2 + (i % 3)}"/>`).join('')}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
}

export type CompanySeedOptions = { dataDir: string; s3?: S3Settings | null };

/**
 * Fills in the demo organisations' company profiles (logo, cover, about, offices, contacts, links)
 * once: an organisation that has a profile row already keeps what its users made of it.
 */
export async function seedCompanyProfiles(tx: Db, opts: CompanySeedOptions): Promise<void> {
  const byName = new Map(DEMO_EMPLOYERS.map((e, i) => [e.name, { profile: e.profile, mark: i }]));
  const orgs = await tx
    .select({ id: clients.id, isOperator: clients.isOperator, name: clients.name })
    .from(clients)
    .where(
      or(
        eq(clients.isOperator, true),
        and(eq(clients.type, 'employer'), inArray(clients.name, [...byName.keys()])),
      ),
    );
  const todo: { id: number; p: DemoProfile; mark: number }[] = [];
  for (const org of orgs) {
    const demo = org.isOperator ? { profile: OPERATOR_PROFILE, mark: 4 } : byName.get(org.name);
    if (!demo) continue;
    const [made] = await tx
      .insert(companyProfiles)
      .values({ clientId: org.id })
      .onConflictDoNothing()
      .returning({ id: companyProfiles.clientId });
    if (made) todo.push({ id: org.id, p: demo.profile, mark: demo.mark });
  }
  if (todo.length === 0) return;
  const slugs = await tx
    .select({ id: masterItems.id, list: masterItems.list, slug: masterItems.slug })
    .from(masterItems)
    .where(inArray(masterItems.list, ['industries', 'states', 'cities']));
  const id = (list: string, slug: string | null) =>
    slug ? (slugs.find((s) => s.list === list && s.slug === slug)?.id ?? null) : null;
  const storage: FileStorage = opts.s3
    ? createS3Storage(opts.s3)
    : createLocalStorage(path.join(opts.dataDir, 'uploads'));
  // The images are drawn side by side: libvips works off the event loop.
  const images = await Promise.all(
    todo.map(async ({ p, mark }) => {
      const [logo, cover] = await Promise.all([demoLogo(p.colour, mark), demoCover(p.colour)]);
      const logoKey = newStorageKey();
      const coverKey = newStorageKey();
      await Promise.all([storage.put(logoKey, logo), storage.put(coverKey, cover)]);
      return { logoKey, logoSize: logo.length, coverKey, coverSize: cover.length };
    }),
  );
  for (const [i, { id: clientId, p }] of todo.entries()) {
    await tx
      .update(companyProfiles)
      .set({
        ...images[i],
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
      .where(eq(companyProfiles.clientId, clientId));
    await tx.insert(companyContacts).values(p.contacts.map((c) => ({ ...c, clientId })));
    const branches = p.branches.flatMap((b) => {
      const stateId = id('states', b.state);
      return stateId
        ? [
            {
              clientId,
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
