/*
 * Realistic logistics candidates, made from a seed number, for the CV search bench (hundreds of
 * thousands). The demo CV database's fourteen are written out one by one instead (demo-cvs.ts):
 * generated CVs share their sentences, which a bench does not mind and a demo does.
 */

export type CvSample = {
  firstName: string;
  lastName: string;
  headline: string;
  summary: string;
  /** 1-3 kB of CV text. */
  cvText: string;
  /** Master-data slugs. */
  skills: string[];
  state: 'dubai' | 'abu-dhabi' | 'sharjah' | 'ajman' | 'ras-al-khaimah';
  nationality: string;
  visa: string;
  notice: string;
  designation: string;
  desiredStates: string[];
  experience: number;
  expectedSalary: number;
  certification: { slug: string; expiresOn: string | null } | null;
  education: string;
  employer: string;
  jobTitle: string;
};

const FIRST = [
  'Aarav',
  'Fatima',
  'Rahul',
  'Maryam',
  'Jose',
  'Aisha',
  'Imran',
  'Grace',
  'Omar',
  'Leila',
  'Vikram',
  'Noura',
  'Ahmed',
  'Sara',
  'Kiran',
  'Mohammed',
  'Joy',
  'Hassan',
  'Anjali',
  'Yusuf',
];
const LAST = [
  'Menon',
  'Al Marzouqi',
  'Sharma',
  'Hussain',
  'Dela Cruz',
  'Khan',
  'Qureshi',
  'Okafor',
  'Haddad',
  'Farouk',
  'Pillai',
  'Al Suwaidi',
  'Siddiqui',
  'Mathew',
  'Reyes',
  'Nasser',
  'Iyer',
  'Bakr',
  'Thomas',
  'Rahimi',
];
const STATES = ['dubai', 'abu-dhabi', 'sharjah', 'ajman', 'ras-al-khaimah'] as const;
const NATIONALITIES = ['india', 'pakistan', 'philippines', 'egypt', 'united-arab-emirates', 'united-kingdom'];
const VISAS = ['employment-visa', 'visit-visa', 'residence-visa-family', 'golden-visa', 'cancelled-visa'];
const NOTICES = ['immediate', '1-week', '2-weeks', '1-month', '2-months', '3-months'];
const EDUCATION = ['high-school', 'diploma', 'bachelor-s-degree', 'master-s-degree', 'mba'];
const EMPLOYERS = [
  'Gulf Cold Stores',
  'Jebel Ali Cargo Movers',
  'Emirates Freight Links',
  'Desert Line Logistics',
  'Al Noor Distribution',
  'Khalifa Port Services',
  'Sharjah Trading Co',
  'Falcon 3PL',
];

type Track = {
  designation: string;
  title: string;
  skills: string[];
  certification: string | null;
  duties: string[];
};

const TRACKS: Track[] = [
  {
    designation: 'warehouse-supervisor',
    title: 'Warehouse Supervisor',
    skills: [
      'forklift-operation',
      'reach-truck-operation',
      'cycle-counting',
      'sap-ewm',
      'rf-scanning',
      'team-leadership',
    ],
    certification: 'forklift-operator-licence',
    duties: [
      'Supervised a shift of eighteen pickers and forklift drivers in a bonded warehouse in Jebel Ali Free Zone',
      'Ran daily cycle counting and inventory reconciliation in SAP EWM, keeping stock accuracy above 99.6 percent',
      'Trained new staff on reach truck and VNA operation, racking safety and FIFO / FEFO rotation',
      'Planned inbound container unloading and cross-docking for retail replenishment across the UAE',
      'Reduced picking errors by a third with RF scanning and barcode label checks at dispatch',
    ],
  },
  {
    designation: 'customs-clearance-officer',
    title: 'Customs Clearance Officer',
    skills: [
      'customs-declarations-dubai-trade',
      'hs-code-classification',
      'incoterms',
      'bill-of-lading',
      'free-zone-procedures-jafza',
    ],
    certification: 'dubai-customs-broker-licence',
    duties: [
      'Prepared import, export and transit declarations on Dubai Trade and Mirsal 2 for sea and air freight',
      'Classified goods under HS codes and resolved customs queries, holds and inspections at Jebel Ali port',
      'Coordinated free zone to mainland transfers and duty exemptions under JAFZA procedures',
      'Checked bills of lading, commercial invoices and certificates of origin before submission',
      'Cut average clearance time from two days to same-day for priority consignments',
    ],
  },
  {
    designation: 'freight-forwarder',
    title: 'Freight Forwarding Coordinator',
    skills: ['cargowise', 'incoterms', 'air-waybill', 'freight-rate-negotiation', 'customer-service'],
    certification: 'iata-dgr',
    duties: [
      'Handled ocean and air freight bookings for FCL, LCL and consolidated cargo to the GCC, India and Europe',
      'Negotiated freight rates with shipping lines and airlines and prepared quotations in CargoWise',
      'Issued air waybills and arranged dangerous goods shipments under IATA DGR',
      'Tracked shipments end to end and kept customers informed of delays, demurrage and detention',
      'Grew the key account portfolio by fifteen percent through reliable service and clear reporting',
    ],
  },
  {
    designation: 'logistics-coordinator',
    title: 'Logistics Coordinator',
    skills: ['route-planning', 'fleet-telematics', 'last-mile-operations', 'kpi-reporting', 'ms-excel'],
    certification: 'uae-driving-licence-light-vehicle',
    duties: [
      'Planned daily routes for a fleet of forty light and heavy vehicles delivering across Dubai and the Northern Emirates',
      'Monitored fleet telematics, fuel use and driver hours, and reported KPIs to operations management',
      'Organised last-mile deliveries and reverse logistics for an e-commerce client with same-day promises',
      'Built Excel and Power BI dashboards for on-time delivery, failed attempts and cost per drop',
      'Coordinated with warehouse teams on load planning and dispatch cut-off times',
    ],
  },
  {
    designation: 'procurement-officer',
    title: 'Procurement Officer',
    skills: ['strategic-sourcing', 'vendor-management', 'contract-negotiation', 'tendering', 'sap-mm'],
    certification: 'cips-level-4',
    duties: [
      'Ran tenders and requests for quotation for packaging, spare parts and logistics services',
      'Managed a vendor base of one hundred and twenty suppliers with quarterly performance reviews',
      'Negotiated framework contracts that saved eight percent on annual spend',
      'Raised purchase orders and tracked deliveries in SAP MM, matching invoices and goods receipts',
      'Supported demand forecasting and S&OP meetings with purchasing lead times and risks',
    ],
  },
  {
    designation: 'supply-chain-planner',
    title: 'Supply Chain Planner',
    skills: ['demand-forecasting', 's-op', 'cold-chain-monitoring', 'power-bi', 'inventory-reconciliation'],
    certification: 'apics-cpim',
    duties: [
      'Forecast demand for chilled and frozen food lines and planned replenishment to three distribution centres',
      'Ran the monthly S&OP cycle and balanced stock cover against shelf life and cold chain capacity',
      'Monitored cold chain temperature logs and GDP compliance for pharmaceutical customers',
      'Built Power BI reports on forecast accuracy, fill rate and inventory days',
      'Cut expired stock write-offs by forty percent through FEFO planning',
    ],
  },
];

const FILLER = [
  'Fluent in English; working Arabic and Hindi.',
  'Comfortable with night shifts, audits and peak-season volumes around Ramadan and the Dubai Shopping Festival.',
  'Known for clear handovers, safety-first habits and calm problem solving with customers and drivers.',
  'Holds a valid UAE residence and can join at short notice.',
  'Interested in moving into a larger 3PL or a regional distribution hub.',
];

/** A small deterministic generator (mulberry32), so the same seed gives the same candidate. */
/** The skills (master-data slugs) of a career track, by its designation's slug. */
export function trackSkills(designation: string): string[] {
  return [...(TRACKS.find((t) => t.designation === designation)?.skills ?? [])];
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

function shuffled<T>(r: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function cvSample(n: number): CvSample {
  const r = rng(n * 7919 + 17);
  const track = pick(r, TRACKS);
  const experience = 1 + Math.floor(r() * 18);
  const employer = pick(r, EMPLOYERS);
  const previous = pick(
    r,
    EMPLOYERS.filter((e) => e !== employer),
  );
  const duties = shuffled(r, track.duties);
  const years = new Date().getUTCFullYear();
  const paragraphs = [
    `${track.title}, ${employer}, ${years - Math.min(experience, 4)} to present`,
    ...duties.slice(0, 3 + Math.floor(r() * 2)).map((d) => `- ${d}.`),
    `${track.title.replace(/^\w+ /, 'Assistant ')}, ${previous}, ${years - experience} to ${years - Math.min(experience, 4)}`,
    ...duties.slice(3).map((d) => `- ${d}.`),
    `Skills: ${track.skills.map((s) => s.replace(/-/g, ' ')).join(', ')}.`,
    ...shuffled(r, FILLER).slice(0, 2 + Math.floor(r() * 3)),
  ];
  // Longer CVs repeat the track's duties as earlier roles, as real CVs do.
  let cvText = paragraphs.join('\n');
  while (cvText.length < 1000 + r() * 2000)
    cvText += `\n${pick(r, EMPLOYERS)}: ${pick(r, track.duties)}. ${pick(r, FILLER)}`;
  const certification = track.certification
    ? {
        slug: track.certification,
        // A quarter hold an expired certificate, so "valid only" has something to leave out.
        expiresOn: r() < 0.25 ? `${years - 1}-06-30` : r() < 0.5 ? null : `${years + 2}-12-31`,
      }
    : null;
  const state = pick(r, STATES);
  return {
    firstName: pick(r, FIRST),
    lastName: pick(r, LAST),
    headline: `${track.title} with ${experience} years in UAE logistics`,
    summary: `${track.title} with ${experience} years of experience. ${duties[0]}.`,
    cvText: cvText.slice(0, 3000),
    skills: shuffled(r, track.skills).slice(0, 3 + Math.floor(r() * 3)),
    state,
    nationality: pick(r, NATIONALITIES),
    visa: pick(r, VISAS),
    notice: pick(r, NOTICES),
    designation: track.designation,
    desiredStates: shuffled(r, STATES).slice(0, 1 + Math.floor(r() * 2)),
    experience,
    expectedSalary: Math.round((3000 + experience * 900 + r() * 4000) / 500) * 500,
    certification,
    education: pick(r, EDUCATION),
    employer,
    jobTitle: track.title,
  };
}
