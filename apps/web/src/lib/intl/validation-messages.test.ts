import { m } from '@portal/contract/i18n/index';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadArabicValidation, translateValidation } from './validation-messages';

afterAll(() => z.config(z.locales.en()));

describe('validation messages on an Arabic page', () => {
  it('English pages keep the text; Arabic pages get the contract message and zod in Arabic', async () => {
    const required = m('fields.email_required');
    expect(translateValidation(required, 'en')).toBe('Email is required');
    await loadArabicValidation();
    expect(translateValidation(required, 'ar')).toBe('البريد الإلكتروني مطلوب');
    expect(translateValidation(m('candidate-profile.choose_at_most', { max: 5 }), 'ar')).toBe(
      'اختر 5 كحد أقصى',
    );
    expect(translateValidation('Something the contract never wrote', 'ar')).toBe(
      'Something the contract never wrote',
    );
    const issue = z.string().max(2).safeParse('abc').error?.issues[0];
    expect(issue?.message).toContain('أكبر من اللازم');
  });
});
