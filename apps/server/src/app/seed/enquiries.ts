import type { EnquiryService } from '@portal/contract/enquiries';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { enquiries, enquiryNotes } from '../../core/db/schema/enquiries';
import { users } from '../../core/db/schema/users';

const DEMO: {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  service: EnquiryService;
  message: string;
  status: 'new' | 'in_progress' | 'closed';
  daysAgo: number;
  note: string | null;
}[] = [
  {
    name: 'Khalid Mansour',
    company: 'Arabian Cold Chain',
    email: 'khalid.mansour@arabiancoldchain.example.com',
    phone: '+971504441122',
    service: 'rpo',
    message:
      'We are opening a 40,000 m² cold store in Dubai South in March and need around 60 warehouse staff and 6 supervisors. Can you run the hiring for us?',
    status: 'new',
    daysAgo: 1,
    note: null,
  },
  {
    name: 'Priya Nair',
    company: 'Falcon Air Cargo',
    email: 'priya.nair@falconaircargo.example.com',
    phone: null,
    service: 'job-posting',
    message: 'What does a featured job posting cost, and can we post the same job in Dubai and Riyadh?',
    status: 'in_progress',
    daysAgo: 3,
    note: 'Sent the price list; follow up on Thursday.',
  },
  {
    name: 'Tom Fischer',
    company: null,
    email: 'tom.fischer@example.com',
    phone: '+971559998877',
    service: 'general',
    message: 'I cannot find how to change the e-mail address of my candidate account. Could you help?',
    status: 'closed',
    daysAgo: 9,
    note: 'Explained the account settings page; resolved.',
  },
  {
    name: 'Ritu Malhotra',
    company: 'Zenith Pharma Warehousing',
    email: 'ritu.malhotra@zenithpharma.example.com',
    phone: '+971526610044',
    service: 'cv-searching',
    message:
      'We are looking for a head of distribution with GDP experience for our Jebel Ali site. Do you handle confidential searches at that level?',
    status: 'in_progress',
    daysAgo: 18,
    note: 'Call booked with the consultancy lead for Sunday.',
  },
  {
    name: 'Mohammed Al Hashimi',
    company: 'Hashimi Marine Services',
    email: 'm.alhashimi@hashimimarine.example.com',
    phone: '+971505532210',
    service: 'job-posting',
    message: 'Can a job stay open for 60 days instead of 30? We hire port technicians slowly.',
    status: 'closed',
    daysAgo: 27,
    note: 'Yes: the job form takes any closing date; showed them where.',
  },
  {
    name: 'Elena Petrova',
    company: 'Northstar Air Logistics',
    email: 'elena.petrova@northstarair.example.com',
    phone: null,
    service: 'rpo',
    message:
      'We are moving our air freight desk from Sharjah to Dubai South and need 15 coordinators by the summer. Could we talk about a recruitment project?',
    status: 'closed',
    daysAgo: 39,
    note: 'Proposal sent; they chose another agency for now.',
  },
  {
    name: 'Yusuf Rahimi',
    company: null,
    email: 'yusuf.rahimi@example.com',
    phone: '+971567781234',
    service: 'general',
    message: 'My CV upload says the file is too large. It is a 6 MB scanned PDF; what is the limit?',
    status: 'closed',
    daysAgo: 52,
    note: 'The limit is 5 MB; suggested saving the scan at a lower resolution. Resolved.',
  },
];

/** Enquiries in each status over the last eight weeks for the demo inbox; only on a database that has none. */
export async function seedEnquiries(tx: Db): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(enquiries);
  if ((existing?.n ?? 0) > 0) return;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'master_admin'))
    .orderBy(asc(users.id))
    .limit(1);
  for (const d of DEMO) {
    const at = new Date(Date.now() - d.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: d.name,
        company: d.company,
        email: d.email,
        phone: d.phone,
        service: d.service,
        message: d.message,
        status: d.status,
        assigneeId: d.status === 'new' ? null : (admin?.id ?? null),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: enquiries.id });
    if (row && d.status !== 'new')
      await tx.insert(enquiryNotes).values({
        enquiryId: row.id,
        authorId: admin?.id ?? null,
        body: d.note ?? 'Answered by e-mail.',
        // Answered the next working day.
        createdAt: new Date(at.getTime() + 86_400_000),
      });
  }
}
