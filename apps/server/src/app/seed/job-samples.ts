/**
 * Realistic logistics job postings, described by master-data slugs: the demo seed uses the first
 * ones as they are, the benchmark combines them into as many jobs as it needs.
 */
export type JobSample = {
  title: string;
  /** What this job is about, in the employer's words: every sample has its own. */
  about: string;
  designation: string;
  functionalArea: string;
  industry: string;
  skills: string[];
  /** state slug, city slug (UAE unless the state says otherwise). */
  location: [string, string];
  experience: [number, number];
  salary: [number, number];
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY';
};

export const JOB_SAMPLES: JobSample[] = [
  {
    title: 'Warehouse Manager – Bonded Warehouse',
    about:
      "Run a 40,000 m² bonded facility in Jebel Ali Free Zone holding electronics and luxury goods for regional distributors. You lead four supervisors and about 90 staff, own the site's budget, and answer to Dubai Customs for every bonded movement.",
    designation: 'warehouse-manager',
    functionalArea: 'warehousing',
    industry: 'third-party-logistics-3pl',
    skills: ['sap-ewm', 'lean-warehousing', 'kpi-reporting', 'team-leadership'],
    location: ['dubai', 'jebel-ali'],
    experience: [8, 12],
    salary: [18000, 25000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Warehouse Supervisor (Night Shift)',
    about:
      'Our Dubai South fulfilment site ships online orders overnight so they reach customers the next morning. From 10 pm to 7 am you lead a crew of 25 pickers, packers and loaders and hand over a clean dock to the day team.',
    designation: 'warehouse-supervisor',
    functionalArea: 'warehousing',
    industry: 'retail-e-commerce',
    skills: ['rf-scanning', 'cycle-counting', 'fifo-fefo', 'team-leadership'],
    location: ['dubai', 'dubai-south'],
    experience: [4, 7],
    salary: [7000, 9500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Storekeeper for Construction Materials Yard',
    about:
      'Keep track of cement, steel, tiles and plumbing stock in an open yard and two covered stores in Hamriyah. Site engineers depend on you to issue the right material against each requisition, first time.',
    designation: 'storekeeper',
    functionalArea: 'inventory-management',
    industry: 'construction-building-materials',
    skills: ['inventory-reconciliation', 'ms-excel', 'sap-mm'],
    location: ['sharjah', 'hamriyah'],
    experience: [2, 5],
    salary: [3500, 5000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Logistics Coordinator – Project Cargo',
    about:
      'Coordinate the movement of heavy-lift and out-of-gauge equipment from Mussafah to onshore oil and gas sites. You work with route surveyors, police escorts and crane contractors so each move happens in its permit window.',
    designation: 'logistics-coordinator',
    functionalArea: '3pl-operations',
    industry: 'oil-gas',
    skills: ['incoterms', 'bill-of-lading', 'load-planning'],
    location: ['abu-dhabi', 'mussafah'],
    experience: [3, 6],
    salary: [9000, 12000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Supply Chain Manager – FMCG Distribution',
    about:
      'Own end-to-end planning for a portfolio of 1,200 food and personal-care SKUs sold through hypermarkets, groceries and online. You chair the monthly S&OP meeting and manage a team of planners and buyers.',
    designation: 'supply-chain-manager',
    functionalArea: 'supply-chain-planning',
    industry: 'fmcg',
    skills: ['s-op', 'demand-forecasting', 'sap-sd', 'power-bi'],
    location: ['dubai', 'al-quoz'],
    experience: [10, 15],
    salary: [30000, 40000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Demand Planner (Arabic speaker)',
    about:
      'Build the statistical forecast for a dairy and juice business supplying supermarkets across Saudi Arabia. Fresh products have short shelf lives, so forecast accuracy goes straight to waste and availability.',
    designation: 'demand-planner',
    functionalArea: 'supply-chain-planning',
    industry: 'food-beverage',
    skills: ['demand-forecasting', 'ms-excel', 'arabic'],
    location: ['riyadh-province', 'riyadh'],
    experience: [3, 6],
    salary: [12000, 16000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Ocean Freight Coordinator – Import Desk',
    about:
      'Handle FCL and LCL import shipments from Asia and Europe for retail and industrial customers. You track each booking from origin to delivery and keep consignees informed about vessel schedules and free time.',
    designation: 'ocean-freight-coordinator',
    functionalArea: 'freight-forwarding',
    industry: 'freight-forwarding-shipping',
    skills: ['cargowise', 'bill-of-lading', 'incoterms'],
    location: ['dubai', 'jebel-ali'],
    experience: [2, 5],
    salary: [6500, 9000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Air Freight Coordinator – Dangerous Goods',
    about:
      'Book and document air shipments, including lithium batteries and chemicals, through DXB and DWC. A current IATA DGR certificate matters here: you will check declarations before cargo is tendered to the airline.',
    designation: 'air-freight-coordinator',
    functionalArea: 'air-cargo',
    industry: 'aviation-air-cargo',
    skills: ['dangerous-goods-iata-dgr', 'air-waybill', 'cargowise'],
    location: ['dubai', 'dubai-south'],
    experience: [3, 6],
    salary: [8000, 11000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Freight Forwarding Sales Executive',
    about:
      'Grow a portfolio of SME and mid-size shippers in Dubai and the Northern Emirates. You quote sea, air and land freight, visit customers every week and hand won business to operations with clear instructions.',
    designation: 'freight-forwarding-sales-executive',
    functionalArea: 'freight-forwarding',
    industry: 'freight-forwarding-shipping',
    skills: ['freight-rate-negotiation', 'customer-service', 'incoterms'],
    location: ['abu-dhabi', 'abu-dhabi'],
    experience: [2, 8],
    salary: [8000, 15000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Customs Clearance Officer – Dubai Trade',
    about:
      'Prepare and submit import, export and transit declarations on Dubai Trade and Mirsal 2. You resolve holds and inspections with Dubai Customs and keep HS classification consistent across our client base.',
    designation: 'customs-clearance-officer',
    functionalArea: 'customs-trade-compliance',
    industry: 'ports-free-zones',
    skills: ['customs-declarations-dubai-trade', 'hs-code-classification', 'free-zone-procedures-jafza'],
    location: ['dubai', 'jebel-ali'],
    experience: [2, 5],
    salary: [6000, 8500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Customs Broker (licensed)',
    about:
      'Act as the licensed broker for a busy Sharjah clearing house, signing declarations and representing clients in disputes with the authorities. Experience with duty exemptions and free-zone transfers is valued.',
    designation: 'customs-broker',
    functionalArea: 'customs-trade-compliance',
    industry: 'freight-forwarding-shipping',
    skills: ['customs-declarations-atlp-abu-dhabi', 'hs-code-classification', 'letters-of-credit'],
    location: ['abu-dhabi', 'khalifa-port-kizad'],
    experience: [5, 10],
    salary: [12000, 16000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Import / Export Documentation Executive',
    about:
      'Prepare commercial invoices, packing lists, certificates of origin and letters-of-credit documents for a trading company exporting building products to Africa and the Indian subcontinent.',
    designation: 'documentation-executive',
    functionalArea: 'shipping-port-operations',
    industry: 'manufacturing',
    skills: ['letters-of-credit', 'bill-of-lading', 'ms-excel'],
    location: ['sharjah', 'sharjah'],
    experience: [1, 4],
    salary: [4500, 6500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Fleet Manager – Heavy Transport',
    about:
      'Manage a fleet of 80 prime movers and trailers running between the UAE and Saudi Arabia. Utilisation, maintenance costs and driver safety are your numbers, and telematics data is your main tool.',
    designation: 'fleet-manager',
    functionalArea: 'fleet-management',
    industry: 'construction-building-materials',
    skills: ['fleet-telematics', 'route-planning', 'kpi-reporting'],
    location: ['abu-dhabi', 'mussafah'],
    experience: [8, 12],
    salary: [20000, 26000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Transport Coordinator – Last Mile',
    about:
      'Plan daily delivery routes for 60 vans serving e-commerce customers in Dubai and Sharjah. You balance delivery windows, vehicle capacity and driver hours, and step in when a route goes wrong.',
    designation: 'transport-coordinator',
    functionalArea: 'last-mile-delivery',
    industry: 'retail-e-commerce',
    skills: ['route-planning', 'last-mile-operations', 'customer-service'],
    location: ['dubai', 'al-quoz'],
    experience: [2, 4],
    salary: [6000, 8000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Dispatcher (Rotational Shifts)',
    about:
      'Assign loads to drivers, watch GPS positions and answer calls from drivers and customers in our 24-hour control room. Shifts rotate weekly between mornings, evenings and nights.',
    designation: 'dispatcher',
    functionalArea: 'transportation',
    industry: 'third-party-logistics-3pl',
    skills: ['route-planning', 'fleet-telematics', 'hindi-urdu'],
    location: ['ajman', 'ajman'],
    experience: [1, 3],
    salary: [4000, 5500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Procurement Officer – Indirect Spend',
    about:
      'Buy the services and supplies that keep a logistics group running: facility maintenance, IT equipment, uniforms and security. You run tenders, compare quotes and raise purchase orders in SAP.',
    designation: 'procurement-officer',
    functionalArea: 'procurement',
    industry: 'healthcare-pharmaceuticals',
    skills: ['vendor-management', 'tendering', 'sap-mm'],
    location: ['dubai', 'dubai'],
    experience: [3, 6],
    salary: [10000, 14000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Procurement Manager – Strategic Sourcing',
    about:
      'Lead category strategy for transport, packaging and material-handling equipment, an annual spend of about AED 150 million. You negotiate framework agreements and review supplier performance each quarter.',
    designation: 'procurement-manager',
    functionalArea: 'procurement',
    industry: 'oil-gas',
    skills: ['strategic-sourcing', 'contract-negotiation', 'oracle-scm-cloud'],
    location: ['eastern-province', 'dammam'],
    experience: [10, 15],
    salary: [28000, 38000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Inventory Controller – Pharma Distribution',
    about:
      'Control stock for a GDP-certified pharmaceutical distributor serving hospitals and pharmacies. Batch numbers, expiry dates and controlled-drug registers must reconcile every day, without exception.',
    designation: 'inventory-controller',
    functionalArea: 'inventory-management',
    industry: 'healthcare-pharmaceuticals',
    skills: ['gdp-good-distribution-practice', 'cycle-counting', 'inventory-reconciliation'],
    location: ['dubai', 'jebel-ali'],
    experience: [3, 6],
    salary: [8000, 10500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Cold Chain Supervisor',
    about:
      'Supervise a frozen and chilled store at −25 °C and +2 °C for a food-service distributor. You make sure temperatures are logged, alarms are answered and every outbound truck is pre-cooled before loading.',
    designation: 'cold-chain-supervisor',
    functionalArea: 'cold-chain',
    industry: 'food-beverage',
    skills: ['cold-chain-monitoring', 'fifo-fefo', 'team-leadership'],
    location: ['abu-dhabi', 'al-ain'],
    experience: [4, 8],
    salary: [9000, 12000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Operations Manager – E-commerce Fulfilment Centre',
    about:
      "Lead a fulfilment centre shipping up to 30,000 orders a day during sale events. You own productivity, order accuracy and the relationship with the marketplace's account team.",
    designation: 'operations-manager',
    functionalArea: 'e-commerce-fulfilment',
    industry: 'retail-e-commerce',
    skills: ['manhattan-wms', 'lean-warehousing', 'kpi-reporting', 'team-leadership'],
    location: ['dubai', 'dubai-south'],
    experience: [8, 14],
    salary: [25000, 32000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Port Operations Officer',
    about:
      "Coordinate vessel calls at Khalifa Port: berth planning, stevedoring gangs and yard allocation. You work closely with shipping lines' agents and the terminal control tower.",
    designation: 'port-operations-officer',
    functionalArea: 'shipping-port-operations',
    industry: 'ports-free-zones',
    skills: ['imdg-code', 'load-planning', 'kpi-reporting'],
    location: ['abu-dhabi', 'khalifa-port-kizad'],
    experience: [3, 7],
    salary: [11000, 15000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'HSE Officer – Warehouse and Yard',
    about:
      "Keep a 3PL's warehouses and container yard safe: run inductions, inspect racking and forklifts, investigate incidents and lead the monthly safety committee.",
    designation: 'hse-officer',
    functionalArea: 'health-safety-environment',
    industry: 'third-party-logistics-3pl',
    skills: ['team-leadership', 'kpi-reporting', 'english'],
    location: ['ras-al-khaimah', 'ras-al-khaimah'],
    experience: [3, 6],
    salary: [8000, 11000],
    employmentType: 'CONTRACTOR',
  },
  {
    title: 'Forklift Operator (UAE licence)',
    about:
      'Load and unload containers, put away pallets to racking and feed the picking lines in a general-cargo warehouse in Jebel Ali. Day shift, six days a week, with accommodation and transport provided.',
    designation: 'forklift-operator',
    functionalArea: 'warehousing',
    industry: 'third-party-logistics-3pl',
    skills: ['forklift-operation', 'rf-scanning', 'fifo-fefo'],
    location: ['dubai', 'jebel-ali'],
    experience: [1, 3],
    salary: [2500, 3500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Reach Truck Operator – Cold Store',
    about:
      'Operate a reach truck at heights of up to 11 metres inside a chilled and frozen store. Thermal clothing is provided and the shift pattern includes warm-up breaks every two hours.',
    designation: 'reach-truck-operator',
    functionalArea: 'cold-chain',
    industry: 'food-beverage',
    skills: ['reach-truck-operation', 'cold-chain-monitoring'],
    location: ['sharjah', 'sharjah'],
    experience: [1, 4],
    salary: [2800, 3800],
    employmentType: 'TEMPORARY',
  },
  {
    title: 'Heavy Truck Driver – GCC Routes',
    about:
      'Drive a tractor-trailer on regular routes from Dubai to Riyadh, Dammam and Muscat, crossing borders with full documentation. Trips usually take three to five days.',
    designation: 'heavy-truck-driver',
    functionalArea: 'transportation',
    industry: 'freight-forwarding-shipping',
    skills: ['heavy-vehicle-driving', 'route-planning'],
    location: ['dubai', 'jebel-ali'],
    experience: [3, 10],
    salary: [4000, 6000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Light Vehicle Delivery Driver',
    about:
      'Deliver parcels to homes and offices across Doha in a company van, 80 to 120 stops a day. A handheld app plans your route and records proof of delivery.',
    designation: 'light-vehicle-driver',
    functionalArea: 'last-mile-delivery',
    industry: 'retail-e-commerce',
    skills: ['last-mile-operations', 'customer-service'],
    location: ['doha-municipality', 'doha'],
    experience: [1, 3],
    salary: [2500, 3500],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Picker / Packer – Peak Season',
    about:
      'A three-month contract for the Ramadan and Eid season: pick items with a handheld scanner, pack them safely and label parcels for couriers. Overtime is available and paid.',
    designation: 'picker-packer',
    functionalArea: 'e-commerce-fulfilment',
    industry: 'retail-e-commerce',
    skills: ['rf-scanning', 'barcode-rfid'],
    location: ['dubai', 'dubai-south'],
    experience: [0, 2],
    salary: [1800, 2500],
    employmentType: 'TEMPORARY',
  },
  {
    title: 'Supply Chain Analyst – Power BI',
    about:
      'Turn data from the WMS, TMS and ERP into dashboards that managers actually use. You will own the weekly KPI pack and dig into questions such as why delivery lead times rose last month.',
    designation: 'supply-chain-analyst',
    functionalArea: 'supply-chain-planning',
    industry: 'automotive',
    skills: ['power-bi', 'ms-excel', 'demand-forecasting'],
    location: ['dubai', 'dubai'],
    experience: [2, 5],
    salary: [11000, 15000],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Shipping Coordinator – Reefer Containers',
    about:
      'Book reefer containers for fruit and vegetable imports through Sohar and Muscat ports and make sure the cold chain holds from vessel to customer store.',
    designation: 'shipping-coordinator',
    functionalArea: 'shipping-port-operations',
    industry: 'food-beverage',
    skills: ['bill-of-lading', 'cold-chain-monitoring', 'incoterms'],
    location: ['muscat-governorate', 'muscat'],
    experience: [2, 5],
    salary: [600, 900],
    employmentType: 'FULL_TIME',
  },
  {
    title: 'Logistics Manager – Automotive Parts',
    about:
      'Run inbound, storage and dispatch of spare parts for an automotive distributor supplying 30 dealer workshops. Same-day delivery of urgent parts is the promise you keep.',
    designation: 'logistics-manager',
    functionalArea: 'warehousing',
    industry: 'automotive',
    skills: ['oracle-wms', 'cross-docking', 'reverse-logistics', 'team-leadership'],
    location: ['dubai', 'al-quoz'],
    experience: [8, 12],
    salary: [22000, 30000],
    employmentType: 'FULL_TIME',
  },
];

const COUNTRY_OF_STATE: Record<string, string> = {
  'riyadh-province': 'saudi-arabia',
  'eastern-province': 'saudi-arabia',
  'makkah-province': 'saudi-arabia',
  'doha-municipality': 'qatar',
  'muscat-governorate': 'oman',
};
export const countryOfState = (state: string) => COUNTRY_OF_STATE[state] ?? 'united-arab-emirates';
export const currencyOfCountry = (country: string) =>
  ({ 'saudi-arabia': 'SAR', qatar: 'QAR', oman: 'OMR' })[country] ?? 'AED';

/** What the work involves, by functional area: jobs of one area share it, others read differently. */
const DUTIES: Record<string, string[]> = {
  warehousing: [
    'Plan receiving, put-away, picking and dispatch so that trucks leave on schedule.',
    'Track productivity and accuracy, and coach the team where the numbers slip.',
    'Keep racking, equipment and housekeeping to the site standard.',
  ],
  'inventory-management': [
    'Run cycle counts and reconcile physical stock with the system.',
    'Investigate variances and write off or adjust with approval.',
    'Report slow-moving and near-expiry stock every week.',
  ],
  '3pl-operations': [
    'Agree the movement plan with the client, carriers and site teams.',
    'Arrange permits, escorts and lifting equipment in good time.',
    'Keep the client updated and close each job with a cost report.',
  ],
  'supply-chain-planning': [
    'Prepare the forecast and the replenishment plan each week.',
    'Agree changes with sales, marketing and suppliers.',
    'Measure forecast accuracy, service level and stock cover.',
  ],
  'freight-forwarding': [
    'Quote, book and follow shipments with carriers and overseas agents.',
    'Check documents before departure and on arrival.',
    'Bill each shipment correctly and on time.',
  ],
  'air-cargo': [
    'Book space with airlines and prepare air waybills.',
    'Check dangerous-goods declarations, packing and labels.',
    'Follow shipments until delivery and solve offloads quickly.',
  ],
  'customs-trade-compliance': [
    'Classify goods and prepare declarations accurately.',
    'Answer customs queries and arrange inspections.',
    'Keep records ready for audits and advise clients on duties.',
  ],
  'fleet-management': [
    'Schedule preventive maintenance and control repair costs.',
    'Review telematics for speeding, idling and fuel use.',
    'Keep registrations, insurance and permits valid.',
  ],
  transportation: [
    'Allocate loads and drivers and confirm pick-up times.',
    'Watch vehicles on the tracking system and react to delays.',
    'Keep trip records and proof of delivery complete.',
  ],
  'last-mile-delivery': [
    'Deliver or plan deliveries within the promised time window.',
    'Handle cash on delivery and returns correctly.',
    'Report failed deliveries with the reason the same day.',
  ],
  procurement: [
    'Run requests for quotation and compare offers fairly.',
    'Negotiate prices, terms and service levels.',
    'Raise purchase orders and follow suppliers until delivery.',
  ],
  'cold-chain': [
    'Check and record temperatures at every hand-over.',
    'Respond to alarms and move stock when a unit fails.',
    'Keep food-safety and GDP records audit-ready.',
  ],
  'e-commerce-fulfilment': [
    'Pick and pack orders accurately against the cut-off times.',
    'Prepare for sale peaks with temporary staff and extra shifts.',
    'Handle returns quickly so stock is sellable again.',
  ],
  'shipping-port-operations': [
    'Plan vessel, container and yard movements with the terminal.',
    'Coordinate with shipping lines, agents and hauliers.',
    'Keep demurrage and detention costs down.',
  ],
  'health-safety-environment': [
    'Carry out inspections and risk assessments.',
    'Train new joiners and run toolbox talks.',
    'Investigate incidents and follow up corrective actions.',
  ],
};

const language = (s: JobSample) =>
  s.skills.includes('arabic')
    ? 'Fluent Arabic and English, written and spoken.'
    : s.experience[1] <= 3
      ? 'Basic English; Hindi, Urdu or Tagalog is helpful.'
      : s.experience[0] >= 8
        ? 'Confident English for reports and presentations to senior management.'
        : countryOfState(s.location[0]) !== 'united-arab-emirates'
          ? 'Good English; Arabic is an advantage with local authorities.'
          : s.salary[1] >= 10000
            ? 'Clear written and spoken English; Arabic is a plus.'
            : 'Clear written and spoken English.';

/** A description as employers write them: what the job is, what it involves, who fits. */
export function sampleDescription(s: JobSample, skillNames: string[]): string {
  const duties = DUTIES[s.functionalArea] ?? [];
  const years =
    s.experience[0] === 0
      ? 'No experience needed: we train you.'
      : `At least ${s.experience[0]} ${s.experience[0] === 1 ? 'year' : 'years'} in a similar role.`;
  return [
    `<p>${s.about}</p>`,
    '<h3>What you will do</h3>',
    `<ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>`,
    '<h3>What we look for</h3>',
    `<ul><li>${years}</li><li>Skills: ${skillNames.join(', ')}.</li><li>${language(s)}</li></ul>`,
  ].join('\n');
}
