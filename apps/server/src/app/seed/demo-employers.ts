import type { CompanySize } from '@portal/contract/company-profile';

type Place = { state: string; city: string | null };
export type DemoProfile = {
  colour: string;
  about: string;
  /** Master-data slug. */
  industry: string;
  size: CompanySize;
  founded: number;
  website: string;
  licence: string;
  social: { linkedin?: string; facebook?: string; x?: string; instagram?: string };
  contacts: { name: string; role: string; email: string; phone: string | null; isPublic: boolean }[];
  branches: (Place & { name: string; address: string; phone: string | null; head: boolean })[];
};

/** A tenant employer of the demo portal: its page, the person who registered it, and when. */
export type DemoEmployer = {
  name: string;
  /** Days before the seed ran that the organisation registered (and was activated a day later). */
  joinedDaysAgo: number;
  /** Its recruiter's account; the demo employer's is the demo account (demo-accounts.ts). */
  owner: { firstName: string; lastName: string; email: string } | null;
  profile: DemoProfile;
};

const linkedin = (slug: string) => `https://www.linkedin.com/company/${slug}`;

/**
 * The employers of the demo portal: each has a complete company page and its own open jobs
 * (demo-jobs.ts), so every company a job card names has a page in the directory. The first is the
 * demo employer account's organisation.
 */
export const DEMO_EMPLOYERS: readonly DemoEmployer[] = [
  {
    name: 'Gulf Freight Solutions LLC',
    joinedDaysAgo: 56,
    owner: null,
    profile: {
      colour: '#0e6f97',
      about:
        '<p><strong>Gulf Freight Solutions</strong> moves sea, air and road freight for manufacturers and retailers across the GCC from its hub in Jebel Ali.</p><p>We run bonded warehouses, a fleet of 120 trucks and customs brokerage in every emirate, and we promote from within: most of our supervisors started on the warehouse floor.</p>',
      industry: 'freight-forwarding-shipping',
      size: '201-500',
      founded: 2006,
      website: 'https://www.gulffreight.example.com',
      licence: 'DED-614233',
      social: {
        linkedin: linkedin('gulf-freight-solutions-demo'),
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
  },
  {
    name: 'Emirates Cold Stores',
    joinedDaysAgo: 53,
    owner: { firstName: 'Hana', lastName: 'Yousef', email: 'hana.yousef@emiratescold.example.com' },
    profile: {
      colour: '#0369a1',
      about:
        '<p><strong>Emirates Cold Stores</strong> keeps food chilled and frozen from port to plate: 38,000 pallet positions at −25\u00a0°C to +4\u00a0°C in Al Ain and Sharjah, serving hotels, caterers and supermarkets.</p><p>Our teams work in thermal gear with warm-up breaks built into every shift, and every reach truck driver is trained in-house before the first shift in the freezer.</p>',
      industry: 'food-beverage',
      size: '51-200',
      founded: 2011,
      website: 'https://www.emiratescold.example.com',
      licence: 'AD-CN-1182734',
      social: {
        linkedin: linkedin('emirates-cold-stores-demo'),
        facebook: 'https://www.facebook.com/emiratescolddemo',
      },
      contacts: [
        {
          name: 'Hana Yousef',
          role: 'HR manager',
          email: 'jobs@emiratescold.example.com',
          phone: '+97137651400',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Al Ain cold store',
          state: 'abu-dhabi',
          city: 'al-ain',
          address: 'Al Ain Industrial Area, Sanaiya, Street 12',
          phone: '+97137651400',
          head: true,
        },
        {
          name: 'Sharjah chilled depot',
          state: 'sharjah',
          city: 'sharjah',
          address: 'Industrial Area 17, Plot 331',
          phone: null,
          head: false,
        },
      ],
    },
  },
  {
    name: 'Al Noor Building Supplies',
    joinedDaysAgo: 49,
    owner: { firstName: 'Tariq', lastName: 'Aziz', email: 'tariq.aziz@alnoorbuild.example.com' },
    profile: {
      colour: '#a16207',
      about:
        '<p><strong>Al Noor Building Supplies</strong> trades cement, rebar, tiles and sanitary ware to contractors in the UAE and exports building products to East Africa and South Asia.</p><p>Our yard in Hamriyah holds 14,000 tonnes of stock, and our own trailers deliver to sites from Fujairah to Ruwais.</p>',
      industry: 'construction-building-materials',
      size: '201-500',
      founded: 1998,
      website: 'https://www.alnoorbuild.example.com',
      licence: 'SHJ-CL-20417',
      social: {
        linkedin: linkedin('al-noor-building-supplies-demo'),
        instagram: 'https://www.instagram.com/alnoorbuilddemo',
      },
      contacts: [
        {
          name: 'Tariq Aziz',
          role: 'Head of people',
          email: 'careers@alnoorbuild.example.com',
          phone: '+97165261100',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Hamriyah yard and head office',
          state: 'sharjah',
          city: 'hamriyah',
          address: 'Hamriyah Free Zone, Plot HFZ-2-118',
          phone: '+97165261100',
          head: true,
        },
        {
          name: 'Mussafah transport base',
          state: 'abu-dhabi',
          city: 'mussafah',
          address: 'Mussafah Industrial, M-26, Plot 7',
          phone: null,
          head: false,
        },
      ],
    },
  },
  {
    name: 'Sahara Fresh Foods',
    joinedDaysAgo: 45,
    owner: { firstName: 'Faisal', lastName: 'Al Otaibi', email: 'faisal.alotaibi@saharafresh.example.com' },
    profile: {
      colour: '#15803d',
      about:
        '<p><strong>Sahara Fresh Foods</strong> makes dairy products and juices in Riyadh and imports fresh fruit and vegetables for supermarkets across Saudi Arabia, the UAE and Oman.</p><p>Shelf lives are counted in days, so our planners, drivers and reefer coordinators work to the hour.</p>',
      industry: 'food-beverage',
      size: '501-1000',
      founded: 2003,
      website: 'https://www.saharafresh.example.com',
      licence: 'CR-1010298877',
      social: { linkedin: linkedin('sahara-fresh-foods-demo'), x: 'https://x.com/saharafreshdemo' },
      contacts: [
        {
          name: 'Faisal Al Otaibi',
          role: 'Recruitment partner',
          email: 'talent@saharafresh.example.com',
          phone: '+966112650300',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Riyadh plant',
          state: 'riyadh-province',
          city: 'riyadh',
          address: '2nd Industrial City, Street 84',
          phone: '+966112650300',
          head: true,
        },
        {
          name: 'Dubai sales office',
          state: 'dubai',
          city: 'al-quoz',
          address: 'Al Quoz Industrial Area 3, Warehouse 22',
          phone: null,
          head: false,
        },
        {
          name: 'Muscat import desk',
          state: 'muscat-governorate',
          city: 'muscat',
          address: 'Ghala Industrial Area, Way 3821',
          phone: null,
          head: false,
        },
      ],
    },
  },
  {
    name: 'Falcon Auto Parts',
    joinedDaysAgo: 41,
    owner: { firstName: 'Daniel', lastName: 'Fernandes', email: 'daniel.fernandes@falconauto.example.com' },
    profile: {
      colour: '#b91c1c',
      about:
        '<p><strong>Falcon Auto Parts</strong> distributes genuine and aftermarket spare parts for Japanese and Korean vehicles to 30 dealer workshops and 400 garages in the UAE.</p><p>Urgent parts reach a workshop in Dubai the same day; that promise runs on our Al Quoz warehouse and a data team that watches every order.</p>',
      industry: 'automotive',
      size: '51-200',
      founded: 2009,
      website: 'https://www.falconauto.example.com',
      licence: 'DED-702915',
      social: {
        linkedin: linkedin('falcon-auto-parts-demo'),
        facebook: 'https://www.facebook.com/falconautodemo',
      },
      contacts: [
        {
          name: 'Daniel Fernandes',
          role: 'Operations director',
          email: 'hr@falconauto.example.com',
          phone: '+97143387700',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Al Quoz warehouse',
          state: 'dubai',
          city: 'al-quoz',
          address: 'Al Quoz Industrial Area 4, Street 19',
          phone: '+97143387700',
          head: true,
        },
      ],
    },
  },
  {
    name: 'Oasis Pharma Distribution',
    joinedDaysAgo: 36,
    owner: { firstName: 'Meera', lastName: 'Krishnan', email: 'meera.krishnan@oasispharma.example.com' },
    profile: {
      colour: '#7c3aed',
      about:
        '<p><strong>Oasis Pharma Distribution</strong> is a GDP-certified distributor of medicines and medical devices for hospitals and pharmacies in the UAE.</p><p>Every batch is traced from our Jebel Ali store to the ward, and our quality team audits the cold chain every week.</p>',
      industry: 'healthcare-pharmaceuticals',
      size: '201-500',
      founded: 2001,
      website: 'https://www.oasispharma.example.com',
      licence: 'JAFZA-FZE-11604',
      social: { linkedin: linkedin('oasis-pharma-distribution-demo') },
      contacts: [
        {
          name: 'Meera Krishnan',
          role: 'HR business partner',
          email: 'careers@oasispharma.example.com',
          phone: '+97148127300',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Jebel Ali distribution centre',
          state: 'dubai',
          city: 'jebel-ali',
          address: 'JAFZA South, Plot S30402',
          phone: '+97148127300',
          head: true,
        },
        {
          name: 'Dubai Healthcare City office',
          state: 'dubai',
          city: 'dubai',
          address: 'Building 64, Dubai Healthcare City',
          phone: null,
          head: false,
        },
      ],
    },
  },
  {
    name: 'Basket Express Fulfilment',
    joinedDaysAgo: 30,
    owner: { firstName: 'Lucy', lastName: 'Wanjiru', email: 'lucy.wanjiru@basketexpress.example.com' },
    profile: {
      colour: '#ea580c',
      about:
        '<p><strong>Basket Express</strong> picks, packs and ships online orders for fashion, electronics and grocery brands from a 24-hour fulfilment centre in Dubai South.</p><p>On a sale weekend we ship 30,000 orders a day; our seasonal crews get paid overtime and the best of them a permanent contract.</p>',
      industry: 'retail-e-commerce',
      size: '501-1000',
      founded: 2017,
      website: 'https://www.basketexpress.example.com',
      licence: 'DWC-LLC-4471',
      social: {
        linkedin: linkedin('basket-express-demo'),
        instagram: 'https://www.instagram.com/basketexpressdemo',
        x: 'https://x.com/basketexpressdemo',
      },
      contacts: [
        {
          name: 'Lucy Wanjiru',
          role: 'Talent acquisition manager',
          email: 'jobs@basketexpress.example.com',
          phone: '+97148860500',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Dubai South fulfilment centre',
          state: 'dubai',
          city: 'dubai-south',
          address: 'Logistics District, Building A3',
          phone: '+97148860500',
          head: true,
        },
      ],
    },
  },
  {
    name: 'Swift Lane Couriers',
    joinedDaysAgo: 24,
    owner: { firstName: 'Arjun', lastName: 'Patel', email: 'arjun.patel@swiftlane.example.com' },
    profile: {
      colour: '#0f766e',
      about:
        '<p><strong>Swift Lane Couriers</strong> delivers parcels for online shops in Dubai, Sharjah and Doha: 60 vans, a rider fleet and a control room that replans routes as the day goes.</p><p>Drivers get a company vehicle, accommodation and a handheld app that does the navigation.</p>',
      industry: 'retail-e-commerce',
      size: '201-500',
      founded: 2015,
      website: 'https://www.swiftlane.example.com',
      licence: 'DED-845120',
      social: {
        linkedin: linkedin('swift-lane-couriers-demo'),
        facebook: 'https://www.facebook.com/swiftlanedemo',
      },
      contacts: [
        {
          name: 'Arjun Patel',
          role: 'Fleet and people manager',
          email: 'drive@swiftlane.example.com',
          phone: '+97143412200',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Al Quoz hub',
          state: 'dubai',
          city: 'al-quoz',
          address: 'Al Quoz Industrial Area 1, Street 8',
          phone: '+97143412200',
          head: true,
        },
        {
          name: 'Doha station',
          state: 'doha-municipality',
          city: 'doha',
          address: 'Street 45, Industrial Area, Doha',
          phone: null,
          head: false,
        },
      ],
    },
  },
  {
    name: 'Arabian Heavy Lift',
    joinedDaysAgo: 19,
    owner: { firstName: 'Stefan', lastName: 'Novak', email: 'stefan.novak@arabianheavylift.example.com' },
    profile: {
      colour: '#334155',
      about:
        '<p><strong>Arabian Heavy Lift</strong> moves out-of-gauge cargo for the oil, gas and power industries: transformers, reactors and drilling rigs, by road, barge and crane.</p><p>Our engineers survey every route and plan every lift before a load leaves Mussafah or Dammam.</p>',
      industry: 'oil-gas',
      size: '51-200',
      founded: 1994,
      website: 'https://www.arabianheavylift.example.com',
      licence: 'AD-CN-1009321',
      social: { linkedin: linkedin('arabian-heavy-lift-demo') },
      contacts: [
        {
          name: 'Stefan Novak',
          role: 'Project logistics manager',
          email: 'careers@arabianheavylift.example.com',
          phone: '+97125503300',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Mussafah base',
          state: 'abu-dhabi',
          city: 'mussafah',
          address: 'Mussafah Industrial, M-40, Plot 12',
          phone: '+97125503300',
          head: true,
        },
        {
          name: 'Dammam office',
          state: 'eastern-province',
          city: 'dammam',
          address: '2nd Industrial City, Street 66',
          phone: null,
          head: false,
        },
      ],
    },
  },
  {
    name: 'Khalifa Gateway Terminals',
    joinedDaysAgo: 12,
    owner: {
      firstName: 'Salem',
      lastName: 'Al Dhaheri',
      email: 'salem.aldhaheri@khalifagateway.example.com',
    },
    profile: {
      colour: '#1e3a8a',
      about:
        '<p><strong>Khalifa Gateway Terminals</strong> runs a multipurpose terminal at Khalifa Port for container, breakbulk and ro-ro vessels, with a bonded yard in KEZAD behind it.</p><p>We are adding a berth this year and hiring planners, officers and technicians for it.</p>',
      industry: 'ports-free-zones',
      size: '1001-5000',
      founded: 2012,
      website: 'https://www.khalifagateway.example.com',
      licence: 'AD-CN-1204417',
      social: { linkedin: linkedin('khalifa-gateway-terminals-demo'), x: 'https://x.com/khalifagatewaydemo' },
      contacts: [
        {
          name: 'Salem Al Dhaheri',
          role: 'Emiratisation and recruitment lead',
          email: 'careers@khalifagateway.example.com',
          phone: '+97126155000',
          isPublic: true,
        },
      ],
      branches: [
        {
          name: 'Terminal office',
          state: 'abu-dhabi',
          city: 'khalifa-port-kizad',
          address: 'Khalifa Port, Terminal Building, Gate 2',
          phone: '+97126155000',
          head: true,
        },
      ],
    },
  },
];

/** Registered in the last days and waiting for the staff to activate them (no page, no jobs yet). */
export const PENDING_EMPLOYERS: readonly Pick<DemoEmployer, 'name' | 'joinedDaysAgo' | 'owner'>[] = [
  {
    name: 'Northern Reefer Transport',
    joinedDaysAgo: 2,
    owner: { firstName: 'Kwame', lastName: 'Mensah', email: 'kwame.mensah@northernreefer.example.com' },
  },
];

/** The operator's own page (the consultancy that runs the portal). */
export const OPERATOR_PROFILE: DemoProfile = {
  colour: '#b45309',
  about:
    '<p><strong>Desert Bridge Logistics Recruitment</strong> is a Dubai recruitment consultancy for logistics and supply-chain roles, and runs this portal.</p><p>We place warehouse, freight, customs, fleet and procurement professionals with employers across the UAE and the GCC.</p>',
  industry: 'third-party-logistics-3pl',
  size: '11-50',
  founded: 2014,
  website: 'https://www.desertbridge.example.com',
  licence: 'DED-880154',
  social: {
    linkedin: linkedin('desert-bridge-recruitment-demo'),
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
};
