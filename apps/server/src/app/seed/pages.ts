import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { PAGE_DEFAULTS_AR } from '@portal/contract/page-defaults-ar';
import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type PageText, sitePageRevisions, sitePages } from '../../core/db/schema/pages';
import { users } from '../../core/db/schema/users';

/**
 * One edited page, so the admin's page list and history have something to show: the about-us page
 * with a sentence added by the demo administrator, in English and in Arabic (every other page shows
 * its shipped text in both). Made once; later edits are never undone.
 */
export async function seedPages(tx: Db): Promise<void> {
  const [done] = await tx
    .select({ id: sitePageRevisions.id })
    .from(sitePageRevisions)
    .where(eq(sitePageRevisions.slug, 'about-us'))
    .limit(1);
  const [page] = await tx
    .select({ slug: sitePages.slug })
    .from(sitePages)
    .where(eq(sitePages.slug, 'about-us'));
  if (done || page) return;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.example.com'));
  const before: PageText = { ...PAGE_DEFAULTS['about-us'], ...PAGE_DEFAULTS_AR['about-us'] };
  const after: PageText = {
    ...before,
    body_html: `${before.body_html}<h2>Our team</h2><p>Twelve consultants in Dubai and Abu Dhabi, each recruiting for one part of the supply chain: warehousing, freight, shipping, procurement or fleet.</p>`,
    body_html_ar: `${before.body_html_ar}<h2>فريقنا</h2><p>اثنا عشر مستشارًا في دبي وأبوظبي، يوظّف كلٌّ منهم لجزء واحد من سلسلة الإمداد: التخزين، أو الشحن، أو النقل البحري، أو المشتريات، أو الأساطيل.</p>`,
  };
  await tx.insert(sitePages).values({
    slug: 'about-us',
    title: after.title,
    intro: after.intro,
    metaDescription: after.meta_description,
    bodyHtml: after.body_html,
    plans: null,
    titleAr: after.title_ar,
    introAr: after.intro_ar,
    metaDescriptionAr: after.meta_description_ar,
    bodyHtmlAr: after.body_html_ar,
    plansAr: after.plans_ar,
    updatedBy: admin?.id ?? null,
  });
  await tx.insert(sitePageRevisions).values({
    slug: 'about-us',
    before,
    after,
    changed: ['body_html', 'body_html_ar'],
    authorId: admin?.id ?? null,
  });
}
