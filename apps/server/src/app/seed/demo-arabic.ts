import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobs } from '../../core/db/schema/jobs';
import { newsArticles } from '../../core/db/schema/news';
import { htmlToText, sanitizeDescription } from '../../core/lib/sanitize';

/**
 * Issue 31: demo jobs advertised in Arabic as well (the English sample's title -> its Arabic title
 * and description), and one news article with its Arabic text. Applied by title/slug to rows that
 * have no Arabic yet, so a portal seeded before gains them and a text staff wrote is kept.
 */
export const ARABIC_JOBS: { title: string; titleAr: string; html: string }[] = [
  {
    title: 'Warehouse Manager – Bonded Warehouse',
    titleAr: 'مدير مستودع – مستودع جمركي',
    html: `<p>إدارة منشأة جمركية مساحتها 40,000 متر مربع في المنطقة الحرة بجبل علي تخزّن الإلكترونيات والسلع الفاخرة لموزعين إقليميين. تقود أربعة مشرفين ونحو 90 موظفاً، وتتولى ميزانية الموقع، وتكون مسؤولاً أمام جمارك دبي عن كل حركة جمركية.</p>
<h3>المهام الرئيسية</h3>
<ul><li>التخطيط اليومي للاستلام والتخزين والشحن وفق مؤشرات الأداء المتفق عليها</li><li>ضمان الامتثال الكامل لإجراءات المستودعات الجمركية والتدقيق الدوري</li><li>تطوير الفريق وتحسين الإنتاجية بأساليب التخزين الرشيق</li></ul>
<h3>المتطلبات</h3>
<ul><li>خبرة من 8 إلى 12 سنة في إدارة المستودعات، منها خبرة في مستودع جمركي</li><li>إلمام بنظام SAP EWM وإعداد تقارير مؤشرات الأداء</li></ul>`,
  },
  {
    title: 'Warehouse Supervisor (Night Shift)',
    titleAr: 'مشرف مستودع (نوبة ليلية)',
    html: `<p>يشحن موقعنا للتجارة الإلكترونية في دبي الجنوب طلبات العملاء ليلاً لتصلهم صباح اليوم التالي. من العاشرة مساءً حتى السابعة صباحاً تقود فريقاً من 25 موظفاً بين منتقي طلبات ومغلّفين وعمال تحميل، وتسلّم رصيف التحميل نظيفاً ومرتباً لفريق النهار.</p>
<h3>المتطلبات</h3>
<ul><li>خبرة إشرافية في مستودعات التجارة الإلكترونية أو التوزيع</li><li>القدرة على العمل في النوبات الليلية بانتظام</li><li>مهارات تواصل جيدة باللغة الإنجليزية، والعربية ميزة إضافية</li></ul>`,
  },
  {
    title: 'Demand Planner (Arabic speaker)',
    titleAr: 'مخطط طلب (يتحدث العربية)',
    html: `<p>إعداد التوقعات الإحصائية للطلب لشركة ألبان وعصائر تزوّد محلات السوبرماركت في أنحاء المملكة العربية السعودية. المنتجات الطازجة قصيرة الصلاحية، لذا تنعكس دقة التوقعات مباشرة على الهدر وتوفر المنتج على الرفوف.</p>
<h3>المتطلبات</h3>
<ul><li>خبرة في تخطيط الطلب لقطاع السلع الاستهلاكية سريعة التداول</li><li>إتقان Excel وأدوات التخطيط الإحصائي</li><li>إجادة اللغتين العربية والإنجليزية</li></ul>`,
  },
  {
    title: 'Customs Clearance Officer – Dubai Trade',
    titleAr: 'مسؤول تخليص جمركي – دبي التجارية',
    html: `<p>إعداد وتقديم بيانات الاستيراد والتصدير والعبور عبر منصة دبي التجارية ونظام مرسال 2. تتابع مع جمارك دبي حالات الإيقاف والتفتيش حتى حلّها، وتحافظ على اتساق تصنيف رموز النظام المنسق لدى جميع عملائنا.</p>
<h3>المتطلبات</h3>
<ul><li>خبرة لا تقل عن ثلاث سنوات في التخليص الجمركي في الإمارات</li><li>معرفة عملية بمنصة دبي التجارية ونظام مرسال 2</li></ul>`,
  },
  {
    title: 'Cold Chain Supervisor',
    titleAr: 'مشرف سلسلة التبريد',
    html: `<p>الإشراف على مخزن للمجمدات والمبردات بدرجتي −25 و+2 مئوية لموزّع أغذية يخدم قطاع الضيافة. تتأكد من تسجيل درجات الحرارة، والاستجابة لكل إنذار، وتبريد كل شاحنة مسبقاً قبل تحميلها.</p>
<h3>المتطلبات</h3>
<ul><li>خبرة في مستودعات التبريد أو توزيع الأغذية</li><li>معرفة بمتطلبات سلامة الغذاء ونظام HACCP</li></ul>`,
  },
  {
    title: 'Forklift Operator (UAE licence)',
    titleAr: 'مشغل رافعة شوكية (رخصة إماراتية)',
    html: `<p>تحميل الحاويات وتفريغها، وتخزين المنصات على الأرفف، وتغذية خطوط التجهيز في مستودع بضائع عامة في جبل علي. دوام نهاري ستة أيام في الأسبوع، مع توفير السكن والمواصلات.</p>
<h3>المتطلبات</h3>
<ul><li>رخصة تشغيل رافعة شوكية سارية صادرة في الإمارات</li><li>خبرة لا تقل عن سنتين في مستودع</li></ul>`,
  },
  {
    title: 'Heavy Truck Driver – GCC Routes',
    titleAr: 'سائق شاحنة ثقيلة – خطوط دول الخليج',
    html: `<p>قيادة شاحنة بمقطورة على خطوط منتظمة من دبي إلى الرياض والدمام ومسقط، وعبور المنافذ الحدودية بمستندات مكتملة. تستغرق الرحلة عادة من ثلاثة إلى خمسة أيام.</p>
<h3>المتطلبات</h3>
<ul><li>رخصة قيادة شاحنات ثقيلة سارية في الإمارات</li><li>خبرة سابقة في النقل البري بين دول مجلس التعاون الخليجي</li></ul>`,
  },
  {
    title: 'Logistics Manager – Automotive Parts',
    titleAr: 'مدير لوجستيات – قطع غيار السيارات',
    html: `<p>إدارة الاستلام والتخزين والتوزيع لقطع الغيار لدى موزّع سيارات يخدم 30 ورشة وكالة. التوصيل في اليوم نفسه للقطع العاجلة هو الوعد الذي تلتزم به.</p>
<h3>المتطلبات</h3>
<ul><li>خبرة في إدارة لوجستيات قطع الغيار أو قطاع السيارات</li><li>قدرة على قيادة الفرق وتحسين مستوى الخدمة</li></ul>`,
  },
];

export const ARABIC_NEWS: { slug: string; titleAr: string; summaryAr: string; bodyAr: string }[] = [
  {
    slug: 'jebel-ali-adds-a-fourth-container-terminal-berth',
    titleAr: 'جبل علي يضيف رصيفاً رابعاً لمحطة الحاويات',
    summaryAr:
      'يرفع الرصيف الجديد الطاقة الاستيعابية بمقدار 1.2 مليون حاوية نمطية سنوياً، ويوفر نحو 400 وظيفة في التشغيل والصيانة خلال الأشهر الثمانية عشر المقبلة.',
    bodyAr:
      '<p>افتتح مشغّل الميناء هذا الأسبوع الرصيف الجديد للمياه العميقة في المحطة 4، وهو قادر على استقبال أكبر سفن الحاويات العاملة حالياً بين آسيا وأوروبا.</p><h2>ماذا يعني ذلك للتوظيف</h2><p>تتوقع شركات تشغيل المحطات توظيف مشغلي رافعات ومخططين وفنيي حاويات مبردة ومهندسي صيانة حتى العام المقبل، مع طلب واضح على الخبرة في رافعات التكديس الآلية.</p><ul><li>مشغلو الرافعات والناقلات</li><li>مخططو السفن والساحات</li><li>الفنيون الكهربائيون والميكانيكيون</li></ul>',
  },
];

export async function seedArabicTexts(tx: Db): Promise<void> {
  for (const j of ARABIC_JOBS) {
    const html = sanitizeDescription(j.html);
    await tx
      .update(jobs)
      .set({ titleAr: j.titleAr, descriptionHtmlAr: html, descriptionTextAr: htmlToText(html) })
      .where(and(eq(jobs.title, j.title), isNull(jobs.titleAr)));
  }
  for (const a of ARABIC_NEWS)
    await tx
      .update(newsArticles)
      .set({ titleAr: a.titleAr, summaryAr: a.summaryAr, bodyHtmlAr: sanitizeDescription(a.bodyAr) })
      .where(and(eq(newsArticles.slug, a.slug), isNull(newsArticles.titleAr)));
}
