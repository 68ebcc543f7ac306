import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

describe('the response page of a recruiter mail', () => {
  it('names the mail it answers by its subject, as the candidate received it', async () => {
    mockApi({
      ...baseHandlers,
      'GET settings/email-response': {
        data: {
          data: {
            organisation: 'Gulf Freight Solutions LLC',
            subject: 'Role for you, Aisha',
            job: null,
            answer: null,
            responded_at: null,
            expires_at: '2027-01-27T10:00:00.000Z',
          },
        },
      },
    });
    renderRoute('/unauth/email-response/9.1801071601.abc');
    expect(await screen.findByText('About the e-mail “Role for you, Aisha”')).toBeInTheDocument();
  });
});
