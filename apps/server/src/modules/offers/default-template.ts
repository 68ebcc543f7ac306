/** The letter every organisation starts with (seeded for the demo organisations); editable like any other. */
export const DEFAULT_OFFER_TEMPLATE = {
  name: 'Standard offer letter',
  body: [
    'Dear {{candidate.name}},',
    'We are pleased to offer you the position of {{job.title}} at {{company.name}}.',
    'Your salary will be {{offer.salary}}, and your first working day {{offer.start_date}}.',
    'Benefits: {{offer.benefits}}',
    'This offer is subject to the usual pre-employment checks and, where needed, your visa and work permit. Please let us know your answer by {{offer.expiry_date}}; after that day the offer lapses.',
    'We look forward to welcoming you to the team.',
    'Kind regards,\n{{company.name}}',
  ].join('\n\n'),
};
