import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { enquiries, enquiryNotes } from '../../core/db/schema/enquiries';
import { users } from '../../core/db/schema/users';

const DEMO = [
  {
    name: 'Khalid Mansour',
    company: 'Arabian Cold Chain',
    email: 'khalid.mansour@arabiancoldchain.example.com',
    phone: '+971504441122',
    service: 'rpo' as const,
    message:
      'We are opening a 40,000 m² cold store in Dubai South in March and need around 60 warehouse staff and 6 supervisors. Can you run the hiring for us?',
    status: 'new' as const,
    daysAgo: 1,
  },
  {
    name: 'Priya Nair',
    company: 'Falcon Air Cargo',
    email: 'priya.nair@falconaircargo.example.com',
    phone: null,
    service: 'job-posting' as const,
    message: 'What does a featured job posting cost, and can we post the same job in Dubai and Riyadh?',
    status: 'in_progress' as const,
    daysAgo: 3,
  },
  {
    name: 'Tom Fischer',
    company: null,
    email: 'tom.fischer@example.com',
    phone: '+971559998877',
    service: 'general' as const,
    message: 'I cannot find how to change the e-mail address of my candidate account. Could you help?',
    status: 'closed' as const,
    daysAgo: 9,
  },
];

/** A few enquiries in each status for the demo inbox; only on a database that has none. */
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
        body:
          d.status === 'closed'
            ? 'Explained the account settings page; resolved.'
            : 'Sent the price list; follow up on Thursday.',
        createdAt: at,
      });
  }
}
