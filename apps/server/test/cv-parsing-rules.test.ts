import { describe, expect, it } from 'vitest';
import { seedMasters } from '../../../bench/cv-parse';
import { parseCvLines } from '../src/modules/cv-parsing/parse';
import { headingOf } from '../src/modules/cv-parsing/sections';

/*
 * The general rules the held-out CVs called for, each on the smallest CV text that needs it.
 */
const masters = seedMasters();

describe('section headings', () => {
  it.each([
    ['Professional Experience & Achievements', 'experience'],
    ['Skills & Tools', 'skills'],
    ['Education Details', 'education'],
    ['Executive Summary', 'summary'],
    ['Skills Summary', 'skills'],
  ])('reads "%s" as the %s section', (text, name) => {
    expect(headingOf(text)?.name).toBe(name);
  });

  it.each(['Education Officer', 'Skills Trainer', 'Experienced freight coordinator'])(
    'does not take the title "%s" for a heading',
    (text) => {
      expect(headingOf(text)).toBeNull();
    },
  );
});

describe('entries as Gulf CVs label them', () => {
  it('reads "Employer:", "Designation:" and "Duration:" lines, and "Degree:" / "University:" ones', () => {
    const cv = parseCvLines(
      [
        'Saeed Al Falasi',
        'Employment Record',
        'Employer: Gulftainer, Khalifa Port, Abu Dhabi',
        'Designation: Yard Supervisor',
        'Duration: 03/2018 to 11/2021',
        'Responsibilities:',
        '• Ran the yard.',
        'Education Details',
        'Degree: Bachelor of Engineering (Mechanical)',
        'University: Ajman University',
        'Year of passing: 2012',
      ],
      masters,
    );
    expect(cv.employments).toMatchObject([
      {
        company: 'Gulftainer',
        job_title: 'Yard Supervisor',
        start_date: '2018-03-01',
        end_date: '2021-11-01',
      },
    ]);
    expect(cv.educations).toMatchObject([
      {
        institution: 'Ajman University',
        qualification: 'Bachelor of Engineering (Mechanical)',
        end_year: 2012,
      },
    ]);
  });

  it("joins a table row's From and To cells into one period", () => {
    const cv = parseCvLines(
      [
        'Work History',
        'Employer',
        'Position',
        'From',
        'To',
        'Naqel Express',
        'Stock Controller',
        'Sept 2019',
        'Present',
      ],
      masters,
    );
    expect(cv.employments).toMatchObject([
      { company: 'Naqel Express', job_title: 'Stock Controller', start_date: '2019-09-01', is_current: true },
    ]);
  });

  it('joins a comma list of skills that a narrow column wrapped mid-item', () => {
    const cv = parseCvLines(['Nadia Okafor', 'Key Competencies', 'Tally ERP, IMDG', 'Code, Kaizen'], masters);
    expect(cv.skills.map((s) => s.name)).toEqual(['Tally ERP', 'IMDG Code', 'Kaizen']);
  });
});

describe('the name line', () => {
  it.each([
    ['Rayan Haddad - Fleet Dispatcher'],
    ['Rayan Haddad – Fleet Dispatcher'],
    ['Rayan Haddad | Fleet Dispatcher'],
  ])('reads "%s" as the name and the headline, not a last name with the title in it', (line) => {
    const cv = parseCvLines([line, 'rayan.haddad@example.com', 'Skills', '• Route planning'], masters);
    expect(cv.first_name).toBe('Rayan');
    expect(cv.last_name).toBe('Haddad');
    expect(cv.headline).toBe('Fleet Dispatcher');
  });

  it('keeps a hyphen inside a name', () => {
    const cv = parseCvLines(['Khalid Al-Mansoori', 'khalid@example.com'], masters);
    expect(cv.last_name).toBe('Al-Mansoori');
  });
});

describe('the phone', () => {
  it('is not read out of the digits of an e-mail address or a link', () => {
    const cv = parseCvLines(
      [
        'Samira Khoury',
        'samira.khoury.0538570.375@example.com | +971 55 053 8570 | Dubai, UAE',
        'linkedin.com/in/samira-0501234567 | www.example.com/0551234567',
      ],
      masters,
    );
    expect(cv.phone).toBe('+971550538570');
  });

  it('is none when only an address holds digits', () => {
    const cv = parseCvLines(['Samira Khoury', 'samira.0538570375@example.com'], masters);
    expect(cv.phone).toBeNull();
  });
});
