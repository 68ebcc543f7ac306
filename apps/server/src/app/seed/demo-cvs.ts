/*
 * The demo CV database's candidates, each written out: their own employers, duties, skills and
 * schooling, so a CV search shows fourteen different people. (The CV search bench draws its
 * hundreds of thousands from the generator in cv-samples.ts instead.)
 */

type Role = { title: string; employer: string; place: string; years: number; duties: string[] };

type DemoCvData = {
  firstName: string;
  lastName: string;
  /** Master-data slugs. */
  designation: string;
  nationality: string;
  state: 'dubai' | 'abu-dhabi' | 'sharjah' | 'ajman' | 'ras-al-khaimah';
  visa: string;
  notice: string;
  industry: string;
  skills: string[];
  desiredStates: string[];
  certification: { slug: string; expiresIn: number | null } | null;
  education: { level: string; qualification: string; institution: string; field: string; yearsAgo: number };
  headline: string;
  summary: string;
  current: Role;
  previous: Role;
  closing: string;
  expectedSalary: number;
  /** Words of the demo job titles this candidate applies for. */
  appliesFor: string[];
  /** When the candidate registered, in days before the seed ran. */
  joinedDaysAgo: number;
};

const CVS: DemoCvData[] = [
  {
    firstName: 'Rajesh',
    lastName: 'Pillai',
    designation: 'customs-clearance-officer',
    nationality: 'india',
    state: 'dubai',
    visa: 'employment-visa',
    notice: '1-month',
    industry: 'ports-free-zones',
    skills: [
      'customs-declarations-dubai-trade',
      'hs-code-classification',
      'free-zone-procedures-jafza',
      'bill-of-lading',
    ],
    desiredStates: ['dubai'],
    certification: { slug: 'dubai-customs-broker-licence', expiresIn: 2 },
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Commerce',
      institution: 'University of Kerala',
      field: 'Commerce',
      yearsAgo: 11,
    },
    headline: 'Customs clearance officer, Dubai Customs broker card',
    summary:
      'Customs clearance officer with nine years of declarations, inspections and duty refunds, most of them at Jebel Ali. I hold a Dubai Customs broker card and want a senior role with a forwarder or a free-zone 3PL.',
    current: {
      title: 'Senior Customs Clearance Officer',
      employer: 'Meridian Clearing & Forwarding',
      place: 'Jebel Ali',
      years: 5,
      duties: [
        'File around forty import and transit declarations a day on Dubai Trade for electronics and auto-parts consignees',
        'Attend physical inspections and chase duty refund claims with the Jebel Ali customs centre',
        'Keep a shared HS classification register so that the same product is never declared two ways',
      ],
    },
    previous: {
      title: 'Export Documentation Assistant',
      employer: 'Portside Cargo Agencies',
      place: 'Kochi, India',
      years: 4,
      duties: ['Prepared shipping bills and checked letters of credit for seafood exporters at Kochi port'],
    },
    closing: 'Speaks English, Malayalam and Hindi; reads customs Arabic forms without help.',
    expectedSalary: 9500,
    appliesFor: ['Customs', 'Documentation', 'Port Operations'],
    joinedDaysAgo: 55,
  },
  {
    firstName: 'Fatima',
    lastName: 'Al Marzouqi',
    designation: 'customs-broker',
    nationality: 'united-arab-emirates',
    state: 'abu-dhabi',
    visa: 'no-visa-required-gcc-national',
    notice: '2-months',
    industry: 'freight-forwarding-shipping',
    skills: [
      'customs-declarations-atlp-abu-dhabi',
      'hs-code-classification',
      'incoterms',
      'letters-of-credit',
    ],
    desiredStates: ['abu-dhabi'],
    certification: null,
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Science in Business Administration',
      institution: 'Zayed University, Abu Dhabi',
      field: 'Business administration',
      yearsAgo: 7,
    },
    headline: 'Customs broker on ATLP, Khalifa Port',
    summary:
      'Emirati customs broker at Khalifa Port who signs declarations on the ATLP platform and represents importers at customs hearings. Looking for a broker or trade-compliance lead role in Abu Dhabi.',
    current: {
      title: 'Customs Broker',
      employer: 'Al Dhafra Customs Services',
      place: 'Khalifa Port',
      years: 4,
      duties: [
        'Sign and submit import declarations on ATLP for steel, machinery and food importers',
        'Represent clients in valuation disputes and penalty appeals before Abu Dhabi Customs',
        'Set up duty exemptions for industrial licence holders in KEZAD',
      ],
    },
    previous: {
      title: 'Trade Compliance Officer',
      employer: 'Ruwais Petrochemical Supplies',
      place: 'Ruwais',
      years: 2,
      duties: ['Checked the Incoterms and letters of credit of every incoming chemical shipment'],
    },
    closing: 'Native Arabic, fluent English; trained two junior brokers through their licence exams.',
    expectedSalary: 21000,
    appliesFor: ['Customs', 'Port Operations', 'Documentation'],
    joinedDaysAgo: 38,
  },
  {
    firstName: 'Carlos',
    lastName: 'Dela Cruz',
    designation: 'ocean-freight-coordinator',
    nationality: 'philippines',
    state: 'dubai',
    visa: 'employment-visa',
    notice: '2-weeks',
    industry: 'freight-forwarding-shipping',
    skills: ['cargowise', 'bill-of-lading', 'incoterms', 'freight-rate-negotiation'],
    desiredStates: ['dubai', 'sharjah'],
    certification: null,
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Science in Customs Administration',
      institution: 'Lyceum of the Philippines University, Manila',
      field: 'Customs administration',
      yearsAgo: 8,
    },
    headline: 'Ocean freight coordinator, FCL and LCL imports',
    summary:
      'Ocean freight coordinator who books and tracks FCL and LCL imports from China, India and Europe in CargoWise. Known for keeping consignees ahead of vessel delays and free-time deadlines.',
    current: {
      title: 'Ocean Freight Coordinator',
      employer: 'BlueHarbour Shipping Agencies',
      place: 'Dubai',
      years: 3,
      duties: [
        'Coordinate about 120 import containers a month from Ningbo, Nhava Sheva and Antwerp',
        'Compare carrier quotations and negotiate detention waivers when a consignee is late to collect',
        'Issue arrival notices and delivery orders in CargoWise the day a vessel berths',
      ],
    },
    previous: {
      title: 'Import Documentation Clerk',
      employer: 'Manila Harbour Logistics',
      place: 'Manila, Philippines',
      years: 2,
      duties: [
        'Matched bills of lading with packing lists and released cargo at the Manila International Container Terminal',
      ],
    },
    closing: 'English and Filipino; volunteers as a first aider at the office.',
    expectedSalary: 7500,
    appliesFor: ['Ocean Freight', 'Shipping', 'Freight Forwarding', 'Documentation'],
    joinedDaysAgo: 51,
  },
  {
    firstName: 'Omar',
    lastName: 'Farouk',
    designation: 'air-freight-coordinator',
    nationality: 'egypt',
    state: 'dubai',
    visa: 'employment-visa',
    notice: '1-month',
    industry: 'aviation-air-cargo',
    skills: ['air-waybill', 'dangerous-goods-iata-dgr', 'cargowise', 'customer-service'],
    desiredStates: ['dubai'],
    certification: { slug: 'iata-dgr', expiresIn: -1 },
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Commerce',
      institution: 'Cairo University',
      field: 'Accounting',
      yearsAgo: 12,
    },
    headline: 'Air export supervisor, dangerous goods and perishables',
    summary:
      'Air export supervisor with eight years at DXB and DWC, from perishables to lithium batteries. Renewing my IATA DGR certificate this quarter and open to coordinator or supervisor roles.',
    current: {
      title: 'Air Export Supervisor',
      employer: 'SkyBridge Cargo',
      place: 'Dubai South',
      years: 4,
      duties: [
        'Run the export desk at Dubai World Central, tendering some 60 tonnes of cargo to airlines each week',
        'Check shipper declarations for dangerous goods before cargo goes to the airline',
        'Build pallets of fresh flowers and vegetables to Europe with the ground handler',
      ],
    },
    previous: {
      title: 'Air Cargo Agent',
      employer: 'Nile Air Freight',
      place: 'Cairo, Egypt',
      years: 4,
      duties: ['Issued master and house air waybills for textile exporters at Cairo airport'],
    },
    closing: 'Arabic and English; holds a UAE light-vehicle driving licence.',
    expectedSalary: 10500,
    appliesFor: ['Air Freight', 'Freight Forwarding', 'Ocean Freight'],
    joinedDaysAgo: 44,
  },
  {
    firstName: 'Sunil',
    lastName: 'Thapa',
    designation: 'forklift-operator',
    nationality: 'nepal',
    state: 'dubai',
    visa: 'employment-visa',
    notice: '1-month',
    industry: 'third-party-logistics-3pl',
    skills: ['forklift-operation', 'rf-scanning', 'fifo-fefo'],
    desiredStates: ['dubai'],
    certification: { slug: 'forklift-operator-licence', expiresIn: 2 },
    education: {
      level: 'high-school',
      qualification: 'School Leaving Certificate',
      institution: 'Shree Janata Secondary School, Pokhara',
      field: 'General studies',
      yearsAgo: 10,
    },
    headline: 'Forklift operator, container unloading, seven years in Jebel Ali',
    summary:
      'Forklift operator with seven years of container unloading and put-away in Jebel Ali. Safe, quick and used to RF scanners; looking for a day-shift role with accommodation.',
    current: {
      title: 'Forklift Operator',
      employer: 'Crescent General Warehousing',
      place: 'Jebel Ali',
      years: 4,
      duties: [
        'Drive a three-tonne counterbalance forklift, unloading around fourteen containers a shift',
        'Put pallets away to the racking with an RF gun and report damaged cartons at receiving',
        'Never had a recordable accident in four years of daily pre-use checks',
      ],
    },
    previous: {
      title: 'Warehouse Helper',
      employer: 'Al Ras Foodstuff Trading',
      place: 'Deira, Dubai',
      years: 3,
      duties: ['Loaded delivery vans by hand and learned the trade of rotating rice and sugar stock by date'],
    },
    closing: 'Nepali, Hindi and working English.',
    expectedSalary: 3000,
    appliesFor: ['Forklift', 'Picker', 'Reach Truck', 'Storekeeper'],
    joinedDaysAgo: 33,
  },
  {
    firstName: 'Imran',
    lastName: 'Qureshi',
    designation: 'storekeeper',
    nationality: 'pakistan',
    state: 'ajman',
    visa: 'employment-visa',
    notice: '2-weeks',
    industry: 'construction-building-materials',
    skills: ['inventory-reconciliation', 'sap-mm', 'ms-excel'],
    desiredStates: ['ajman', 'sharjah'],
    certification: { slug: 'forklift-operator-licence', expiresIn: -1 },
    education: {
      level: 'diploma',
      qualification: 'Diploma of Associate Engineering (Civil)',
      institution: 'Government College of Technology, Rawalpindi',
      field: 'Civil engineering',
      yearsAgo: 9,
    },
    headline: 'Storekeeper for building materials and site stores',
    summary:
      'Storekeeper for building materials with six years in yards and site stores. I keep cement, steel and timber stock matched to SAP and issue against every requisition the same day.',
    current: {
      title: 'Storekeeper',
      employer: 'Ajman Steel & Timber',
      place: 'Ajman',
      years: 4,
      duties: [
        'Issue cement, rebar and timber against site requisitions and post every movement in SAP MM',
        'Count the open yard each month with the auditors; the last three counts closed without a variance',
        'Load trailers with the yard forklift when the loading crew is short',
      ],
    },
    previous: {
      title: 'Store Assistant',
      employer: 'Karachi Building Materials',
      place: 'Karachi, Pakistan',
      years: 2,
      duties: ['Kept bin cards for tiles and sanitary ware and prepared the weekly stock report in Excel'],
    },
    closing: 'Urdu, Punjabi and English; forklift licence up for renewal.',
    expectedSalary: 4500,
    appliesFor: ['Storekeeper', 'Inventory', 'Forklift'],
    joinedDaysAgo: 26,
  },
  {
    firstName: 'Vikram',
    lastName: 'Iyer',
    designation: 'reach-truck-operator',
    nationality: 'india',
    state: 'sharjah',
    visa: 'employment-visa',
    notice: 'immediate',
    industry: 'food-beverage',
    skills: ['reach-truck-operation', 'forklift-operation', 'cold-chain-monitoring', 'barcode-rfid'],
    desiredStates: ['sharjah', 'dubai'],
    certification: null,
    education: {
      level: 'vocational-certificate',
      qualification: 'National Trade Certificate, Mechanic (Motor Vehicle)',
      institution: 'Government Industrial Training Institute, Chennai',
      field: 'Motor vehicle mechanics',
      yearsAgo: 6,
    },
    headline: 'Reach truck operator in frozen stores, available now',
    summary:
      'Reach truck operator at minus 22 degrees, four years in a frozen store in Sharjah. Available to join at once after my contract ended.',
    current: {
      title: 'Reach Truck Operator',
      employer: 'Polar Chill Logistics',
      place: 'Sharjah',
      years: 2,
      duties: [
        'Stored and retrieved frozen pallets at ten metres in a minus 22 degree chamber',
        'Logged chamber temperatures and door alarms for the food safety audit every shift',
      ],
    },
    previous: {
      title: 'Forklift Driver',
      employer: 'Chennai Port Container Freight Station',
      place: 'Chennai, India',
      years: 2,
      duties: [
        'Stuffed and destuffed export containers on a counterbalance forklift before moving to reach trucks',
      ],
    },
    closing: 'Tamil, English and some Hindi; can service a truck battery and spot a hydraulic leak.',
    expectedSalary: 3500,
    appliesFor: ['Reach Truck', 'Cold Chain', 'Forklift'],
    joinedDaysAgo: 9,
  },
  {
    firstName: 'Leila',
    lastName: 'Haddad',
    designation: 'warehouse-manager',
    nationality: 'lebanon',
    state: 'dubai',
    visa: 'golden-visa',
    notice: '3-months',
    industry: 'third-party-logistics-3pl',
    skills: ['sap-ewm', 'lean-warehousing', 'kpi-reporting', 'free-zone-procedures-jafza'],
    desiredStates: ['dubai', 'abu-dhabi'],
    certification: { slug: 'six-sigma-green-belt', expiresIn: null },
    education: {
      level: 'mba',
      qualification: 'MBA',
      institution: 'Hult International Business School, Dubai',
      field: 'Operations management',
      yearsAgo: 5,
    },
    headline: 'Bonded warehouse manager, 14 years, lean and SAP EWM',
    summary:
      'Warehouse manager for bonded and free-zone sites, fourteen years in Beirut and Dubai. I have run sites of 150 people, brought in SAP EWM twice and like a budget I own.',
    current: {
      title: 'Warehouse Manager',
      employer: 'Cedar Bonded Logistics',
      place: 'Jebel Ali Free Zone',
      years: 6,
      duties: [
        'Run a 32,000 square metre bonded site for luxury and electronics brands with 150 staff on three shifts',
        'Replaced the diesel forklift fleet with 22 electric trucks and cut the energy bill by half',
        'Led the move from a paper-based system to SAP EWM without a day of lost shipping',
      ],
    },
    previous: {
      title: 'Operations Supervisor',
      employer: 'Beirut Port Free Zone Warehousing',
      place: 'Beirut, Lebanon',
      years: 8,
      duties: ['Supervised receiving and dispatch for pharmaceutical and tobacco importers in the free zone'],
    },
    closing: 'Arabic, English and French; mentors two women supervisors through a JAFZA programme.',
    expectedSalary: 32000,
    appliesFor: ['Warehouse Manager', 'Operations Manager', 'Logistics Manager', 'Warehouse Supervisor'],
    joinedDaysAgo: 20,
  },
  {
    firstName: 'Grace',
    lastName: 'Okafor',
    designation: 'warehouse-supervisor',
    nationality: 'nigeria',
    state: 'sharjah',
    visa: 'residence-visa-family',
    notice: '1-month',
    industry: 'retail-e-commerce',
    skills: ['team-leadership', 'manhattan-wms', 'cycle-counting', 'lean-warehousing', 'forklift-operation'],
    desiredStates: ['sharjah', 'dubai'],
    certification: { slug: 'iosh-managing-safely', expiresIn: 1 },
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Science in Business Administration',
      institution: 'University of Lagos',
      field: 'Business administration',
      yearsAgo: 13,
    },
    headline: 'Warehouse supervisor for retail distribution, safety-minded',
    summary:
      'Warehouse supervisor for retail distribution who runs a 40-person shift on Manhattan WMS. I care about safety as much as throughput and would like to lead a night shift in e-commerce.',
    current: {
      title: 'Warehouse Supervisor',
      employer: 'Meadowvale Retail Distribution',
      place: 'Sharjah',
      years: 5,
      duties: [
        'Lead a 40-person shift replenishing 90 fashion and home stores across the UAE',
        'Brought forklift incidents down to zero in two years with marked walkways and banksmen at every dock',
        'Plan the weekly cycle counts in Manhattan WMS and coach team leaders on the results',
      ],
    },
    previous: {
      title: 'Shift Lead',
      employer: 'Lekki Consumer Goods',
      place: 'Lagos, Nigeria',
      years: 6,
      duties: [
        'Started as an inventory clerk and was promoted to run the evening dispatch of soaps and beverages',
      ],
    },
    closing: 'English, Igbo and Yoruba; IOSH Managing Safely certified.',
    expectedSalary: 9000,
    appliesFor: ['Warehouse Supervisor', 'Warehouse Manager', 'Cold Chain', 'HSE'],
    joinedDaysAgo: 47,
  },
  {
    firstName: 'Anjali',
    lastName: 'Menon',
    designation: 'supply-chain-planner',
    nationality: 'india',
    state: 'dubai',
    visa: 'residence-visa-family',
    notice: '1-month',
    industry: 'fmcg',
    skills: ['demand-forecasting', 's-op', 'power-bi', 'ms-excel'],
    desiredStates: ['dubai'],
    certification: { slug: 'apics-cpim', expiresIn: null },
    education: {
      level: 'master-s-degree',
      qualification: 'Master of Science in Operations Research',
      institution: 'University of Mumbai',
      field: 'Operations research',
      yearsAgo: 9,
    },
    headline: 'Demand and supply planner for chilled dairy, APICS CPIM',
    summary:
      'Demand and supply planner for chilled dairy with seven years of statistical forecasting and S&OP. APICS CPIM, comfortable in Power BI, and keen on a regional planning role.',
    current: {
      title: 'Demand Planner',
      employer: 'Evergreen Foods Trading',
      place: 'Dubai',
      years: 4,
      duties: [
        'Forecast 350 chilled SKUs for hypermarkets in the UAE and Oman and lifted accuracy from 68 to 81 percent',
        'Prepare the demand review of the monthly S&OP cycle with sales and finance',
        'Built a Power BI report on shelf-life write-offs that the category managers now use every Monday',
      ],
    },
    previous: {
      title: 'Supply Planning Analyst',
      employer: 'Mumbai Consumer Products',
      place: 'Mumbai, India',
      years: 3,
      duties: ['Planned replenishment of detergents and toiletries to twelve depots across western India'],
    },
    closing: 'English, Malayalam, Hindi and Marathi; runs a weekly Excel clinic for colleagues.',
    expectedSalary: 15000,
    appliesFor: ['Planner', 'Supply Chain', 'Analyst'],
    joinedDaysAgo: 30,
  },
  {
    firstName: 'Ahmed',
    lastName: 'Siddiqui',
    designation: 'procurement-officer',
    nationality: 'pakistan',
    state: 'abu-dhabi',
    visa: 'employment-visa',
    notice: '2-months',
    industry: 'oil-gas',
    skills: ['strategic-sourcing', 'tendering', 'sap-mm', 'contract-negotiation'],
    desiredStates: ['abu-dhabi', 'dubai'],
    certification: { slug: 'cips-level-4', expiresIn: null },
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Business Administration',
      institution: 'University of Karachi',
      field: 'Supply chain management',
      yearsAgo: 14,
    },
    headline: 'Procurement officer for oilfield services, CIPS Level 4',
    summary:
      'Procurement officer in oilfield services with ten years of tenders, framework contracts and supplier reviews. CIPS Level 4; looking at category or procurement manager roles.',
    current: {
      title: 'Procurement Officer',
      employer: 'Falconcrest Oilfield Services',
      place: 'Mussafah',
      years: 6,
      duties: [
        'Run tenders for transport, crane hire and packaging worth about AED 40 million a year',
        'Negotiated a three-year haulage framework that saved nine percent against spot rates',
        'Score suppliers every quarter on delivery, quality and HSE and drop the bottom five',
      ],
    },
    previous: {
      title: 'Buyer',
      employer: 'Lahore Packaging Industries',
      place: 'Lahore, Pakistan',
      years: 4,
      duties: ['Bought kraft paper and inks from suppliers in China and Indonesia on letters of credit'],
    },
    closing: 'Urdu, English and conversational Arabic.',
    expectedSalary: 14000,
    appliesFor: ['Procurement', 'Logistics Coordinator'],
    joinedDaysAgo: 16,
  },
  {
    firstName: 'Noura',
    lastName: 'Al Suwaidi',
    designation: 'logistics-coordinator',
    nationality: 'united-arab-emirates',
    state: 'dubai',
    visa: 'no-visa-required-gcc-national',
    notice: '1-month',
    industry: 'retail-e-commerce',
    skills: ['route-planning', 'last-mile-operations', 'kpi-reporting', 'arabic'],
    desiredStates: ['dubai'],
    certification: null,
    education: {
      level: 'bachelor-s-degree',
      qualification: 'Bachelor of Science in Supply Chain Management',
      institution: 'Canadian University Dubai',
      field: 'Supply chain management',
      yearsAgo: 3,
    },
    headline: 'Logistics coordinator, last mile for retail brands',
    summary:
      'Emirati logistics coordinator, three years in last-mile delivery for fashion and beauty brands. I plan routes, answer for on-time delivery and want to grow into a transport or operations lead.',
    current: {
      title: 'Logistics Coordinator',
      employer: 'Mall Avenue Retail Group',
      place: 'Dubai',
      years: 2,
      duties: [
        'Plan next-day deliveries for 3,000 online orders a week with two courier partners',
        'Publish the weekly on-time and failed-attempt report to the e-commerce director',
      ],
    },
    previous: {
      title: 'Graduate Trainee, Supply Chain',
      employer: 'Jumeirah Home Stores',
      place: 'Dubai',
      years: 1,
      duties: [
        'Rotated through buying, the distribution centre and customer service in a year-long programme',
      ],
    },
    closing: 'Arabic and English; organised the company’s first returns collection service.',
    expectedSalary: 16000,
    appliesFor: ['Transport Coordinator', 'Logistics Coordinator', 'Dispatcher', 'Analyst'],
    joinedDaysAgo: 5,
  },
  {
    firstName: 'Jose',
    lastName: 'Reyes',
    designation: 'dispatcher',
    nationality: 'philippines',
    state: 'sharjah',
    visa: 'employment-visa',
    notice: 'immediate',
    industry: 'third-party-logistics-3pl',
    skills: ['fleet-telematics', 'route-planning', 'customer-service', 'ms-excel'],
    desiredStates: ['sharjah', 'ajman', 'dubai'],
    certification: null,
    education: {
      level: 'diploma',
      qualification: 'Diploma in Computer Technology',
      institution: 'STI College, Quezon City',
      field: 'Computer technology',
      yearsAgo: 12,
    },
    headline: 'Fleet dispatcher for a 24-hour control room',
    summary:
      'Dispatcher in a 24-hour fleet control room for five years, used to rotating shifts and angry phone calls. I read telematics well and keep drivers and customers calm.',
    current: {
      title: 'Fleet Dispatcher',
      employer: 'GreenRoute Transport',
      place: 'Sharjah',
      years: 3,
      duties: [
        'Assign loads to 70 trucks from the GPS board and re-route them around closures',
        'Answer driver and customer calls on night shift and log every incident for the morning report',
      ],
    },
    previous: {
      title: 'Customer Support Agent',
      employer: 'Pacific Contact Solutions',
      place: 'Manila, Philippines',
      years: 2,
      duties: ['Took shipment-tracking calls for an American parcel carrier on the overnight shift'],
    },
    closing: 'English and Tagalog; can start this week.',
    expectedSalary: 5000,
    appliesFor: ['Dispatcher', 'Transport Coordinator', 'Fleet'],
    joinedDaysAgo: 41,
  },
  {
    firstName: 'Hassan',
    lastName: 'Bakr',
    designation: 'heavy-truck-driver',
    nationality: 'sudan',
    state: 'dubai',
    visa: 'employment-visa',
    notice: '1-week',
    industry: 'freight-forwarding-shipping',
    skills: ['heavy-vehicle-driving', 'load-planning', 'english'],
    desiredStates: ['dubai', 'abu-dhabi'],
    certification: { slug: 'uae-driving-licence-heavy-vehicle', expiresIn: 3 },
    education: {
      level: 'high-school',
      qualification: 'Sudan School Certificate',
      institution: 'Khartoum Secondary School for Boys',
      field: 'Science track',
      yearsAgo: 20,
    },
    headline: 'Heavy truck driver on GCC cross-border routes',
    summary:
      'Heavy truck driver with twelve years on the road and eight on GCC cross-border runs to Riyadh, Dammam and Muscat. Clean licence, no accidents, and I know the border paperwork.',
    current: {
      title: 'Heavy Truck Driver',
      employer: 'Transgulf Haulage',
      place: 'Jebel Ali',
      years: 8,
      duties: [
        'Drive a tractor-trailer from Jebel Ali to Riyadh and Dammam two or three times a month',
        'Clear the Ghuwaifat and Batha borders with the transit papers and a sealed trailer',
      ],
    },
    previous: {
      title: 'Truck Driver',
      employer: 'Port Sudan Transport Company',
      place: 'Port Sudan, Sudan',
      years: 4,
      duties: [
        'Carried containers from Port Sudan to Khartoum on a road with no rest stops for 300 kilometres',
      ],
    },
    closing: 'Arabic and English; holds a UAE heavy vehicle licence and a Saudi transit permit.',
    expectedSalary: 5500,
    appliesFor: ['Heavy Truck', 'Fleet', 'Delivery Driver'],
    joinedDaysAgo: 2,
  },
];

export const DEMO_CV_COUNT = CVS.length;

export type DemoCv = Omit<DemoCvData, 'certification'> & {
  jobTitle: string;
  employer: string;
  experience: number;
  cvText: string;
  certification: { slug: string; expiresOn: string | null } | null;
};

/** The demo CV database's candidate `n` (1-based) as the seed stores it, CV text written out. */
export function demoCv(n: number): DemoCv {
  const c = CVS[(n - 1) % CVS.length] as DemoCvData;
  const year = new Date().getUTCFullYear();
  const experience = c.current.years + c.previous.years;
  const role = (r: Role, from: number, to: string) => [
    `${r.title}, ${r.employer}, ${r.place}, ${from} to ${to}`,
    ...r.duties.map((d) => `- ${d}.`),
  ];
  // The summary is the profile's own field (searched with the CV): the CV starts at the current job.
  const cvText = [
    ...role(c.current, year - c.current.years, 'present'),
    ...role(c.previous, year - experience, String(year - c.current.years)),
    `${c.education.qualification}, ${c.education.institution}, ${year - c.education.yearsAgo}.`,
    c.closing,
  ].join('\n');
  return {
    ...c,
    jobTitle: c.current.title,
    employer: c.current.employer,
    experience,
    cvText,
    certification: c.certification && {
      slug: c.certification.slug,
      expiresOn: c.certification.expiresIn === null ? null : `${year + c.certification.expiresIn}-06-30`,
    },
  };
}
