import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { newsArticles } from '../../core/db/schema/news';
import { createLocalStorage } from '../../platform/files/local-storage';
import { createS3Storage } from '../../platform/files/s3-storage';
import { newStorageKey } from '../../platform/files/storage';

type Demo = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  source: string | null;
  daysAgo: number | null;
  colour: string;
};

const DEMO: Demo[] = [
  {
    slug: 'jebel-ali-adds-a-fourth-container-terminal-berth',
    title: 'Jebel Ali adds a fourth container terminal berth',
    summary:
      'The new berth lifts capacity by 1.2 million TEU a year and brings around 400 operations and maintenance jobs over the next eighteen months.',
    body: '<p>The port operator opened the new deep-water berth at Terminal 4 this week, able to take the largest container ships now sailing between Asia and Europe.</p><h2>What it means for hiring</h2><p>Terminal operators expect to recruit crane operators, planners, reefer technicians and maintenance engineers through next year. Experience with automated stacking cranes is in demand.</p><ul><li>Crane and straddle-carrier operators</li><li>Vessel and yard planners</li><li>Electrical and mechanical technicians</li></ul>',
    tags: ['Ports', 'Dubai', 'Hiring'],
    source: 'https://www.dpworld.com/',
    daysAgo: 2,
    colour: '#0e7490',
  },
  {
    slug: 'cold-chain-capacity-in-dubai-south-doubles',
    title: 'Cold-chain capacity in Dubai South doubles',
    summary:
      'Three new temperature-controlled warehouses near Al Maktoum International open this quarter, serving pharmaceuticals and fresh food.',
    body: '<p>Developers in the logistics district of Dubai South have completed three cold stores with more than 120,000 pallet positions between them.</p><p>Operators say the shortage is now of people: warehouse supervisors with GDP (Good Distribution Practice) training and inventory controllers who know a WMS well.</p>',
    tags: ['Warehousing', 'Cold chain', 'Dubai'],
    source: null,
    daysAgo: 9,
    colour: '#1d4ed8',
  },
  {
    slug: 'saudi-logistics-hubs-plan-draws-gulf-talent',
    title: 'Saudi logistics hubs plan draws talent from across the Gulf',
    summary:
      'The kingdom’s plan for 59 logistics zones by 2030 is pulling supply-chain managers to Riyadh, Dammam and Jeddah with higher salaries.',
    body: '<p>Recruiters report that offers for supply-chain managers in Riyadh now run 15–25% above comparable roles in Dubai, with housing and schooling allowances.</p><blockquote>“Demand planning and procurement leaders are the hardest to find,” one regional recruiter said.</blockquote><p>Candidates with Arabic, SAP experience and a CSCP or CIPS qualification are shortlisted first.</p>',
    tags: ['Saudi Arabia', 'Salaries', 'Supply chain'],
    source: 'https://www.spa.gov.sa/',
    daysAgo: 17,
    colour: '#047857',
  },
  {
    slug: 'air-cargo-volumes-through-dxb-rise-for-a-third-month',
    title: 'Air cargo volumes through Dubai rise for a third month',
    summary:
      'E-commerce and perishables lift air freight; forwarders are hiring export coordinators and customs brokers ahead of the busy season.',
    body: '<p>Air cargo handled at Dubai’s two airports grew for the third month in a row, driven by cross-border e-commerce and fresh produce.</p><p>Freight forwarders say they are adding export coordinators, dangerous-goods certified staff and licensed customs brokers.</p>',
    tags: ['Air freight', 'Dubai', 'Hiring'],
    source: null,
    daysAgo: 29,
    colour: '#7c3aed',
  },
  {
    slug: 'what-employers-ask-for-in-warehouse-supervisors',
    title: 'What employers ask for in warehouse supervisors',
    summary:
      'We read 300 warehouse supervisor job posts on the portal: here are the skills, certificates and salary ranges employers name most.',
    body: '<p>Most posts ask for three to five years in a distribution centre, a forklift or reach-truck licence and hands-on use of a warehouse management system.</p><h3>The most named skills</h3><ol><li>Inventory accuracy and cycle counts</li><li>Team scheduling and shift handover</li><li>Health and safety (NEBOSH or IOSH)</li></ol><p>Salaries range from AED 6,000 to 11,000 a month, more for cold chain and pharmaceuticals.</p>',
    tags: ['Careers', 'Warehousing'],
    source: null,
    daysAgo: 44,
    colour: '#b45309',
  },
  {
    slug: 'draft-freight-rates-outlook',
    title: 'Freight rates outlook for next quarter (draft)',
    summary:
      'A draft the editors are still working on: the outlook for container and air freight rates on the Asia–Gulf lanes next quarter.',
    body: '<p>Notes for the editors: add the figures from the latest index before publishing.</p>',
    tags: ['Freight'],
    source: null,
    daysAgo: null,
    colour: '#475569',
  },
];

async function demoImage(colour: string, seed: number): Promise<Buffer> {
  const boxes = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${80 + i * 150}" y="${300 - ((i + seed) % 3) * 50}" width="130" height="${180 + ((i + seed) % 3) * 50}" rx="6" fill="#fff" opacity="0.${2 + ((i + seed) % 4)}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>${boxes}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
}

export type NewsSeedOptions = { dataDir: string; s3?: S3Settings | null };

/** Demo articles (five published, one draft) with images, once: a portal that has news keeps it. */
export async function seedNews(tx: Db, opts: NewsSeedOptions): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(newsArticles);
  if ((existing?.n ?? 0) > 0) return;
  const storage = opts.s3 ? createS3Storage(opts.s3) : createLocalStorage(path.join(opts.dataDir, 'uploads'));
  for (const [i, a] of DEMO.entries()) {
    const image = await demoImage(a.colour, i);
    const key = newStorageKey();
    await storage.put(key, image);
    await tx.insert(newsArticles).values({
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      bodyHtml: a.body,
      tags: a.tags,
      sourceUrl: a.source,
      imageKey: key,
      imageSize: image.length,
      status: a.daysAgo === null ? 'draft' : 'published',
      publishedAt: a.daysAgo === null ? null : sql`now() - make_interval(days => ${a.daysAgo})`,
    });
  }
}
