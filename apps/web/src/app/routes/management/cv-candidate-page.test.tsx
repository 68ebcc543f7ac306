import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  sessionStorage.clear();
});

const employer = {
  data: profileFor('employer', { permissions: ['cv.search', 'cv.download', 'email_campaigns.send'] }),
};

describe('management/cv-search/view/{id}', () => {
  it('shows the profile, the CV text, the folders and applications, and steps through the results', async () => {
    sessionStorage.setItem(
      'cv-search.trail',
      JSON.stringify({ ids: [3, 5, 8], back: '/management/cv-search?q=forklift' }),
    );
    mockApi({
      ...baseHandlers,
      'GET user/': employer,
      'GET search/candidate/5': {
        data: {
          data: {
            profile: profileFixture({
              user_id: 5,
              first_name: 'Bilal',
              last_name: 'Khan',
              headline: 'Customs clearance officer',
              cv: {
                file_name: 'bilal.docx',
                size: 2000,
                mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
                uploaded_at: '2026-01-01T00:00:00Z',
              },
            }),
            cv_text: 'Declarations on Dubai Trade for sea freight',
            folders: [{ id: 4, name: 'Customs shortlist' }],
            applications: [
              {
                id: 9,
                job_id: 12,
                job_title: 'Customs Broker',
                status: 'shortlisted',
                applied_at: '2026-02-01T00:00:00Z',
              },
            ],
          },
        },
      },
    });
    renderRoute('/management/cv-search/view/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilal Khan' })).toBeInTheDocument();
    expect(screen.getByText('Declarations on Dubai Trade for sea freight')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customs shortlist' })).toHaveAttribute(
      'href',
      '/management/cv-folder/view/4',
    );
    expect(screen.getByRole('link', { name: 'Customs Broker' })).toHaveAttribute(
      'href',
      '/management/jobs/view/12',
    );
    expect(screen.getByRole('button', { name: 'Download CV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail Bilal' })).toHaveAttribute(
      'href',
      '/management/email-template/compose?candidates=5',
    );
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/management/cv-search/view/3',
    );
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/management/cv-search/view/8',
    );
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('lists similar candidates with their reasons, linked to their pages, or says there are none', async () => {
    const similarTo = (id: number, data: object[]) => ({
      [`GET search/candidate/${id}`]: {
        data: {
          data: {
            profile: profileFixture({ user_id: id, first_name: 'Bilal', last_name: 'Khan' }),
            cv_text: null,
            folders: [],
            applications: [],
          },
        },
      },
      [`GET search/candidate/${id}/similar`]: { data: { data } },
    });
    mockApi({
      ...baseHandlers,
      'GET user/': employer,
      ...similarTo(5, [
        {
          id: 7,
          first_name: 'Grace',
          last_name: 'Okafor',
          photo_url: null,
          headline: 'Customs broker',
          current_title: 'Customs Broker',
          location: 'Dubai, United Arab Emirates',
          total_experience_years: 6,
          score: 12,
          shared_skills: ['HS code classification', 'Dubai Trade', 'Incoterms', 'Mirsal 2'],
          same_designation: true,
          same_experience_band: true,
          reason: '4 shared skills · same designation · same experience (5–9 years)',
        },
      ]),
    });
    renderRoute('/management/cv-search/view/5');
    const section = await screen.findByRole('region', { name: 'Similar candidates' });
    const link = await within(section).findByRole('link', { name: /Grace Okafor/ });
    expect(link).toHaveAttribute('href', '/management/cv-search/view/7');
    expect(link).toHaveTextContent('4 shared skills · same designation · same experience (5–9 years)');

    mockApi({ ...baseHandlers, 'GET user/': employer, ...similarTo(6, []) });
    renderRoute('/management/cv-search/view/6');
    expect(await screen.findByText(/No other candidate in the CV database shares/)).toBeInTheDocument();
  });

  it("says so when the plan's CV views are used up", async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': employer,
      'GET search/candidate/5': {
        status: 409,
        data: { message: 'Your Basic plan allows 50 CV views a month.' },
      },
    });
    renderRoute('/management/cv-search/view/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Basic plan allows 50 CV views a month.');
  });

  it('moves to the survivor’s address when the id was merged into another record', async () => {
    const survivor = {
      data: {
        data: {
          profile: profileFixture({ user_id: 3, first_name: 'Rajesh', last_name: 'Pillai' }),
          cv_text: null,
          folders: [],
          applications: [],
        },
      },
    };
    // The server answers the merged id (33) with the survivor's profile (a followed 308).
    mockApi({
      ...baseHandlers,
      'GET user/': employer,
      'GET search/candidate/33': survivor,
      'GET search/candidate/3': survivor,
      'GET search/candidate/3/similar': { data: { data: [] } },
    });
    const { router } = renderRoute('/management/cv-search/view/33');
    // The page moves to the survivor's address and renders again there, replacing its first heading:
    // the heading is looked up and checked in one step, so a replaced element is not held on to.
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/cv-search/view/3'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Rajesh Pillai' })).toBeInTheDocument(),
    );
  });
});
