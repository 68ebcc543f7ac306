import { inkOnWhite } from '@portal/contract/colour';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, publicSettings } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

describe('the theme from the public settings', () => {
  it('recolours the page with readable shades of a light colour, and names the portal in the title', async () => {
    mockApi({
      ...baseHandlers,
      'GET settings/public': {
        data: {
          data: {
            ...publicSettings.data,
            site_name: 'Gulf Freight Careers',
            theme: { color: '#FFD700', logo: null },
          },
        },
      },
    });
    renderRoute('/');
    const root = document.documentElement.style;
    await waitFor(() => expect(root.getPropertyValue('--color-primary')).toBe('#FFD700'));
    // Gold under white text would be 1.4:1: buttons and links get the darkened shade instead.
    expect(root.getPropertyValue('--color-primary-ink')).toBe(inkOnWhite('#FFD700'));
    expect(root.getPropertyValue('--color-on-primary')).toBe('#000000');
    await waitFor(() =>
      expect(document.title).toBe('Gulf Freight Careers | Supply-chain careers in the UAE'),
    );
  });
});
