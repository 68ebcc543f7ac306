import { describe, expect, it } from 'vitest';
import { applicationStatusMail } from './application-templates';
import { localeUrl, passwordResetMail } from './templates';

const links = {
  preferences: 'https://jobs.test/candidate/profile#account',
  unsubscribe: 'https://jobs.test/unauth/mail/unsubscribe?token=x',
};

describe('system mails in the recipient language', () => {
  it('writes an Arabic mail in Arabic, right to left, its links to the /ar pages', () => {
    const mail = applicationStatusMail('shortlisted', {
      firstName: 'سارة',
      jobTitle: 'مشرف مستودع',
      company: 'Gulf Freight',
      applicationsUrl: 'https://jobs.test/candidate/job/applied',
      links,
      locale: 'ar',
    });
    expect(mail.subject).toBe('تم إدراجك في القائمة المختصرة: مشرف مستودع');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحباً سارة،');
    expect(mail.text).toContain(
      'أخبار سارة: أدرجت Gulf Freight طلبك لوظيفة مشرف مستودع في القائمة المختصرة.',
    );
    expect(mail.text).toContain('المرحلة الحالية: القائمة المختصرة.');
    expect(mail.html).toContain('href="https://jobs.test/ar/candidate/job/applied"');
    expect(mail.text).toContain('https://jobs.test/ar/candidate/profile#account');
    expect(mail.text).toContain('https://jobs.test/ar/unauth/mail/unsubscribe?token=x');
    expect(mail.text).toContain('— فريق Logistics Jobs');
    expect(mail.text).not.toMatch(/Hello|Your application/);
  });

  it('keeps the English mail as it was', () => {
    const mail = passwordResetMail({
      firstName: 'Sam',
      otp: '123456',
      resetUrl: 'https://jobs.test/auth/forgot-password?from=candidate&step=code',
      locale: 'en',
    });
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('It is valid for 10 minutes.');
    expect(mail.html).toContain('href="https://jobs.test/auth/forgot-password?from=candidate&amp;step=code"');
  });

  it('counts minutes with Arabic plural forms', () => {
    const mail = passwordResetMail({
      firstName: 'Sam',
      otp: '1',
      resetUrl: 'https://jobs.test/x',
      locale: 'ar',
    });
    expect(mail.text).toContain('الرمز صالح لمدة');
    expect(mail.text).toContain('https://jobs.test/ar/x');
  });

  it('sends API addresses and other sites unchanged', () => {
    expect(localeUrl('https://jobs.test/api/v1/unsubscribe?t=1', 'ar')).toBe(
      'https://jobs.test/api/v1/unsubscribe?t=1',
    );
    expect(localeUrl('https://jobs.test/', 'ar')).toBe('https://jobs.test/ar');
    expect(localeUrl('https://jobs.test/ar/jobs', 'ar')).toBe('https://jobs.test/ar/jobs');
    expect(localeUrl('https://jobs.test/jobs', 'en')).toBe('https://jobs.test/jobs');
  });
});
