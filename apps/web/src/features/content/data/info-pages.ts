import { type InfoPage, signUpHref } from '@/config/paths';
import type { ContentEntry } from '../types';

const eyebrow = 'About the portal';

export const infoPages: Record<InfoPage, ContentEntry> = {
  'about-us': {
    title: 'About us',
    eyebrow,
    intro:
      'This portal is run by a recruitment consultancy in Dubai that specialises in logistics and supply chain. We connect employers across the UAE and the GCC with the people who keep goods moving.',
    sections: [
      {
        heading: 'What we do',
        body: 'We recruit for freight forwarders, third-party logistics providers, shipping lines, retailers, manufacturers and e-commerce companies, from warehouse operatives to supply-chain directors.',
      },
      {
        heading: 'Why a specialist portal',
        points: [
          'Every job and every candidate is in logistics or supply chain',
          'Consultants who understand the roles they recruit for',
          'Local knowledge of the free zones, ports and distribution hubs of the region',
        ],
      },
    ],
    cta: { label: 'Join as a candidate', to: signUpHref('candidate') },
  },
  'contact-us': {
    title: 'Contact us',
    eyebrow,
    intro: 'Questions about a job, your account or hiring with us? Our team in Dubai is here to help.',
    sections: [
      {
        heading: 'Office hours',
        body: 'Monday to Friday, 9:00 to 18:00 Gulf Standard Time. We reply to e-mails within one working day.',
      },
    ],
    showContact: true,
  },
  'privacy-policy': {
    title: 'Privacy policy',
    eyebrow,
    intro: 'How we collect, use and protect your personal data when you use this portal.',
    sections: [
      {
        heading: 'What we collect',
        body: 'Account details (name, e-mail, phone), the profile and CV you choose to add, your applications and job alerts, and technical data needed to keep the service secure.',
      },
      {
        heading: 'How we use it',
        points: [
          'To run your account, applications and job alerts',
          'To let registered employers find your CV when your profile allows it',
          'To contact you about roles that match your profile',
          'To meet our legal obligations in the UAE',
        ],
      },
      {
        heading: 'Your choices',
        body: 'You can update your profile at any time, unsubscribe from any e-mail with one click, and delete your account from your profile page. Deleting your account removes your profile and CV from search.',
      },
      { heading: 'Contact', body: 'For any privacy question, write to us through the contact page.' },
    ],
  },
  'terms-conditions': {
    title: 'Terms and conditions',
    eyebrow,
    intro: 'The rules for using the portal as a candidate, employer or consultancy.',
    sections: [
      {
        heading: 'Accounts',
        body: 'You are responsible for keeping your password safe and for what is done with your account. Employer and consultancy accounts are activated after a review by our team.',
      },
      {
        heading: 'Acceptable use',
        points: [
          'Post only real vacancies, with accurate information',
          'Use candidate data only to recruit for the roles you advertise',
          'Do not charge candidates any fee for a job',
          'Do not upload content that is unlawful or misleading',
        ],
      },
      {
        heading: 'Our service',
        body: 'We work to keep the portal available and accurate but cannot guarantee that any job will be filled or any application will succeed. We may suspend accounts that break these terms.',
      },
      { heading: 'Law', body: 'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE.' },
    ],
  },
};
