import type { PageEnglish } from './pages';
import type { ContentSlug } from './site-pages';

/**
 * The texts the portal ships with: what every content page shows until staff edit it (the server
 * answers these for a page with no saved revision), and what the client falls back to when the API
 * cannot be reached. Written once here so the server and the first render agree. Their Arabic
 * versions are in `page-defaults-ar.ts` (the server's alone, so no English page loads them).
 */
export const PAGE_DEFAULTS: Record<ContentSlug, PageEnglish> = {
  'cv-writing': {
    title: 'CV writing',
    intro:
      'A logistics CV has to show volumes, systems and results at a glance. Our consultants, who read supply-chain CVs every day, rewrite yours for the roles you are targeting.',
    meta_description:
      'A logistics CV has to show volumes, systems and results at a glance. Our consultants, who read supply-chain CVs every day, rewrite yours for the roles you…',
    body_html:
      '<h2>What you get</h2><ul><li>A one-to-one call with a consultant who recruits for your field</li><li>A rewritten CV that leads with measurable results: shipments, SKUs, fleet size, cost savings</li><li>Keywords employers and applicant tracking systems search for (WMS, SAP, incoterms, customs)</li><li>A matching LinkedIn headline and summary</li></ul><h2>Who it is for</h2><p>Warehouse, freight forwarding, shipping, procurement and fleet professionals, from supervisors to heads of supply chain, moving within the UAE or relocating to the GCC.</p>',
    plans: null,
  },
  webinar: {
    title: 'Webinars',
    intro: 'Short live sessions with recruiters and hiring managers from the UAE logistics sector.',
    meta_description:
      'Short live sessions with recruiters and hiring managers from the UAE logistics sector.',
    body_html:
      '<h2>Topics we cover</h2><ul><li>What employers in Jebel Ali and KIZAD look for in warehouse leaders</li><li>Moving from operations into procurement or planning</li><li>Salary and package expectations across the emirates</li><li>Interview preparation for supply-chain roles</li></ul><h2>How to join</h2><p>Registered candidates receive invitations by e-mail. Sessions are free and recorded.</p>',
    plans: null,
  },
  'job-search': {
    title: 'Job search',
    intro: 'Search logistics and supply-chain jobs by keyword, designation, functional area and emirate.',
    meta_description:
      'Search logistics and supply-chain jobs by keyword, designation, functional area and emirate.',
    body_html:
      '<h2>Search the way you work</h2><ul><li>Filter by role: storekeeper, planner, freight forwarder, fleet manager and more</li><li>Filter by area: warehousing, transport, shipping, procurement, customs</li><li>See jobs in Dubai, Abu Dhabi, Sharjah and the northern emirates</li></ul><h2>Apply in one step</h2><p>With a complete profile you apply to any job with a single click and track every application.</p>',
    plans: null,
  },
  'job-alerts': {
    title: 'Job alerts',
    intro:
      'Let new jobs come to you. Set up alerts and receive only the openings that match what you are looking for.',
    meta_description:
      'Let new jobs come to you. Set up alerts and receive only the openings that match what you are looking for.',
    body_html:
      '<h2>How alerts work</h2><ul><li>Choose keywords, designations, functional areas and locations</li><li>Pick a daily or weekly e-mail</li><li>Only new matches are sent, never the same job twice</li><li>Unsubscribe with one click from any alert e-mail</li></ul>',
    plans: null,
  },
  'social-media-presence': {
    title: 'Social media presence',
    intro:
      'Recruiters look you up before they call. We help your LinkedIn profile tell the same story as your CV.',
    meta_description:
      'Recruiters look you up before they call. We help your LinkedIn profile tell the same story as your CV.',
    body_html:
      '<h2>Included</h2><ul><li>Headline and About section written for logistics recruiters</li><li>Experience entries with results, not duties</li><li>Advice on skills, certifications (CILT, CSCP, CIPS) and recommendations</li></ul>',
    plans: null,
  },
  learning: {
    title: 'Learning',
    intro: 'Grow your supply-chain career with courses and certifications that UAE employers recognise.',
    meta_description:
      'Grow your supply-chain career with courses and certifications that UAE employers recognise.',
    body_html:
      '<h2>Where to start</h2><ul><li>Warehouse and inventory management fundamentals</li><li>Freight forwarding, incoterms and customs documentation</li><li>Procurement and supplier management</li><li>Health and safety for warehouse and fleet operations</li></ul><h2>Logistics news</h2><p>Subscribe to our weekly e-mail for new jobs and industry news from the region.</p>',
    plans: null,
  },
  pricing: {
    title: 'Pricing',
    intro:
      'Plans for every hiring volume, from a single vacancy to a full recruitment programme. Prices are quoted in AED.',
    meta_description:
      'Plans for every hiring volume, from a single vacancy to a full recruitment programme. Prices are quoted in AED.',
    body_html: '',
    plans: [
      {
        name: 'Basic',
        price: 'Quote on request',
        audience: 'For occasional hiring',
        features: [
          'Post up to 3 jobs at a time',
          '30-day job listings',
          'Applications in your workspace',
          'E-mail support',
        ],
        highlighted: false,
      },
      {
        name: 'Standard',
        price: 'Quote on request',
        audience: 'For growing logistics teams',
        features: [
          'Post up to 15 jobs at a time',
          'CV database search and saved searches',
          'CV folders and e-mail templates',
          'Featured jobs on the home page',
        ],
        highlighted: true,
      },
      {
        name: 'Premium',
        price: 'Quote on request',
        audience: 'For high-volume and specialist hiring',
        features: [
          'Unlimited job posts',
          'Full CV database access and campaigns',
          'A dedicated consultant for hard-to-fill roles',
          'Employer branding page',
        ],
        highlighted: false,
      },
    ],
  },
  'recruitment-software': {
    title: 'Recruitment software',
    intro:
      'An applicant tracking workspace built for logistics hiring: jobs, candidates, folders and e-mail campaigns in one place.',
    meta_description:
      'An applicant tracking workspace built for logistics hiring: jobs, candidates, folders and e-mail campaigns in one place.',
    body_html:
      '<h2>Features</h2><ul><li>Job posts from reusable templates</li><li>CV search with saved searches and folders</li><li>E-mail templates with merge tags, and response tracking</li><li>Team access for recruiters and hiring managers</li></ul>',
    plans: null,
  },
  'job-posting': {
    title: 'Job posting',
    intro: 'Reach logistics and supply-chain professionals who are already in the UAE and the GCC.',
    meta_description:
      'Reach logistics and supply-chain professionals who are already in the UAE and the GCC.',
    body_html:
      '<h2>Why post with us</h2><ul><li>An audience made only of logistics, shipping and procurement professionals</li><li>Jobs shown by designation, functional area and emirate</li><li>Matching candidates are notified by job alert</li><li>Applications arrive in your workspace, ready to shortlist</li></ul>',
    plans: null,
  },
  'cv-searching': {
    title: 'CV searching',
    intro:
      'Search the CV database by skills, designation, experience, location and visa status, and contact candidates directly.',
    meta_description:
      'Search the CV database by skills, designation, experience, location and visa status, and contact candidates directly.',
    body_html:
      '<h2>Find people faster</h2><ul><li>Full-text search inside CVs, not just profile titles</li><li>Filters for notice period, nationality and current emirate</li><li>Save searches and organise shortlists in folders</li></ul>',
    plans: null,
  },
  'employer-branding': {
    title: 'Employer branding',
    intro: 'Tell candidates why your warehouse, fleet or supply-chain team is a good place to work.',
    meta_description:
      'Tell candidates why your warehouse, fleet or supply-chain team is a good place to work.',
    body_html:
      '<h2>What we do</h2><ul><li>A company page listing all your open jobs</li><li>Featured placement on the home page and in job alerts</li><li>Campaigns on LinkedIn and in our weekly logistics newsletter</li></ul>',
    plans: null,
  },
  rpo: {
    title: 'Recruitment process outsourcing (RPO)',
    intro:
      'Hand us part or all of your logistics hiring. Our consultants work as an extension of your HR team.',
    meta_description:
      'Hand us part or all of your logistics hiring. Our consultants work as an extension of your HR team.',
    body_html:
      '<h2>Typical programmes</h2><ul><li>Opening a new distribution centre or warehouse</li><li>Seasonal peaks in e-commerce fulfilment</li><li>Fleet and driver hiring at volume, including visa processing support</li><li>Senior supply-chain searches</li></ul><h2>How we work</h2><p>A fixed team, agreed service levels and weekly reporting on every open role.</p>',
    plans: null,
  },
  training: {
    title: 'Training',
    intro: 'Practical training for your hiring managers and for your operations teams.',
    meta_description: 'Practical training for your hiring managers and for your operations teams.',
    body_html:
      '<h2>Courses</h2><ul><li>Competency-based interviewing for supervisors</li><li>Onboarding programmes for warehouse staff</li><li>Health and safety refreshers for warehouse and transport teams</li></ul>',
    plans: null,
  },
  'employer-learning': {
    title: 'Employer learning',
    intro: 'Guides and market insight for companies that hire logistics talent in the UAE.',
    meta_description: 'Guides and market insight for companies that hire logistics talent in the UAE.',
    body_html:
      '<h2>Resources</h2><ul><li>Salary benchmarks for common logistics roles by emirate</li><li>Writing job descriptions that attract the right candidates</li><li>UAE labour law basics for hiring managers</li></ul>',
    plans: null,
  },
  'about-us': {
    title: 'About us',
    intro:
      'This portal is run by a recruitment consultancy in Dubai that specialises in logistics and supply chain. We connect employers across the UAE and the GCC with the people who keep goods moving.',
    meta_description:
      'This portal is run by a recruitment consultancy in Dubai that specialises in logistics and supply chain. We connect employers across the UAE and the GCC with…',
    body_html:
      '<h2>What we do</h2><p>We recruit for freight forwarders, third-party logistics providers, shipping lines, retailers, manufacturers and e-commerce companies, from warehouse operatives to supply-chain directors.</p><h2>Why a specialist portal</h2><ul><li>Every job and every candidate is in logistics or supply chain</li><li>Consultants who understand the roles they recruit for</li><li>Local knowledge of the free zones, ports and distribution hubs of the region</li></ul>',
    plans: null,
  },
  'contact-us': {
    title: 'Contact us',
    intro: 'Questions about a job, your account or hiring with us? Our team in Dubai is here to help.',
    meta_description:
      'Questions about a job, your account or hiring with us? Our team in Dubai is here to help.',
    body_html:
      '<h2>Office hours</h2><p>Monday to Friday, 9:00 to 18:00 Gulf Standard Time. We reply to e-mails within one working day.</p>',
    plans: null,
  },
  'privacy-policy': {
    title: 'Privacy policy',
    intro: 'How we collect, use and protect your personal data when you use this portal.',
    meta_description: 'How we collect, use and protect your personal data when you use this portal.',
    body_html:
      '<h2>What we collect</h2><p>Account details (name, e-mail, phone), the profile and CV you choose to add, your applications and job alerts, and technical data needed to keep the service secure.</p><h2>How we use it</h2><ul><li>To run your account, applications and job alerts</li><li>To let registered employers find your CV when your profile allows it</li><li>To contact you about roles that match your profile</li><li>To meet our legal obligations in the UAE</li></ul><h2>Your choices</h2><p>You can update your profile at any time, unsubscribe from any e-mail with one click, and delete your account from your profile page. Deleting your account removes your profile and CV from search.</p><h2>Contact</h2><p>For any privacy question, write to us through the contact page.</p>',
    plans: null,
  },
  'terms-conditions': {
    title: 'Terms and conditions',
    intro: 'The rules for using the portal as a candidate, employer or consultancy.',
    meta_description: 'The rules for using the portal as a candidate, employer or consultancy.',
    body_html:
      '<h2>Accounts</h2><p>You are responsible for keeping your password safe and for what is done with your account. Employer and consultancy accounts are activated after a review by our team.</p><h2>Acceptable use</h2><ul><li>Post only real vacancies, with accurate information</li><li>Use candidate data only to recruit for the roles you advertise</li><li>Do not charge candidates any fee for a job</li><li>Do not upload content that is unlawful or misleading</li></ul><h2>Our service</h2><p>We work to keep the portal available and accurate but cannot guarantee that any job will be filled or any application will succeed. We may suspend accounts that break these terms.</p><h2>Law</h2><p>These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE.</p>',
    plans: null,
  },
};
