import type { ClientType } from '@portal/contract/roles';

type Starter = { name: string; subject: string; body: string };

/**
 * The templates every organisation starts with. A consultancy recruits for clients, so its wording
 * speaks of "our client"; an employer speaks for itself.
 */
export function starterTemplates(type: ClientType): Starter[] {
  const who = type === 'employer' ? 'we' : 'our client';
  const whoCap = type === 'employer' ? 'We' : 'Our client';
  return [
    {
      name: 'Job opportunity',
      subject: '{{job.title}}: an opportunity with {{organisation.name}}',
      body: `<p>Dear {{candidate.first_name}},</p>
<p>Your profile as a {{candidate.desired_role}} caught our attention. ${whoCap} ${type === 'employer' ? 'are' : 'is'} hiring a <strong>{{job.title}}</strong> in {{job.location}}, and your experience looks like a good match.</p>
<p>Read the full job description here: {{job.link}}</p>
<p>Would you like to hear more? One click is enough:</p>
<p>{{response_links}}</p>
<p>Kind regards,<br>{{recruiter.name}}<br>{{organisation.name}}</p>`,
    },
    {
      name: 'Interview invitation',
      subject: 'Interview invitation: {{job.title}}',
      body: `<p>Dear {{candidate.first_name}},</p>
<p>Thank you for your interest in the <strong>{{job.title}}</strong> role. ${whoCap} would like to invite you to an interview.</p>
<p>Please let us know if you are still interested, or ask us to call you to agree on a time:</p>
<p>{{response_links}}</p>
<p>You can also reply to {{recruiter.email}}.</p>
<p>Best regards,<br>{{recruiter.name}}<br>{{organisation.name}}</p>`,
    },
    {
      name: 'Request for an updated CV',
      subject: '{{candidate.first_name}}, is your CV up to date?',
      body: `<p>Dear {{candidate.first_name}},</p>
<p>${type === 'employer' ? 'We are' : 'Our client is'} reviewing profiles for ${type === 'employer' ? 'our' : 'their'} upcoming logistics roles and would like to see your latest experience.</p>
<ul><li>Sign in to Logistics Jobs and upload your latest CV.</li><li>Check that your desired role and location are current.</li></ul>
<p>Tell us whether ${who} should keep you in mind:</p>
<p>{{response_links}}</p>
<p>Thank you,<br>{{recruiter.name}}<br>{{organisation.name}}</p>`,
    },
  ];
}
