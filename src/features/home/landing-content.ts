/** The landing page's copy: services, four steps, six questions. */
export const SERVICES = [
  {
    title: 'Inspections',
    href: '/services/inspections',
    summary: 'An independent inspector checks surface preparation, primer, intermediate and finish coats, and reports after every stage.',
  },
  {
    title: 'Specifications',
    href: '/services/specifications',
    summary: 'We write the paint specification and finish schedule for your project, with approved products for each surface.',
  },
  {
    title: 'Consultations',
    href: '/services/consultations',
    summary: 'Hourly advice and site visits for coating failures, disputes and product choices.',
  },
  {
    title: 'Membership',
    href: '/services/membership',
    summary: 'Painting contractors join the program to bid on work that is specified with a quality-assurance guarantee.',
  },
] as const;

export const HOW_IT_WORKS = [
  { title: 'Create an account', text: 'Sign up free as a client: an architect, owner, property manager or contractor.' },
  { title: 'Submit a request', text: 'Request an inspection, a specification or a consultation with your project details.' },
  { title: 'Get scheduled', text: 'We assign an inspector and contact you within 24-48 hours to plan the work.' },
  { title: 'Access results', text: 'Follow your project and download inspection reports and certificates as PDF.' },
] as const;

export const FAQ = [
  {
    question: 'What is paint quality assurance?',
    answer:
      'An independent check that a paint job follows the specified industry standard: the right products, correct surface preparation and proper application at every coat.',
  },
  {
    question: 'Who can request an inspection?',
    answer: 'Owners, architects, property managers, strata councils and general or painting contractors.',
  },
  {
    question: 'How quickly will you respond?',
    answer: 'Requests are processed within 24-48 hours, when we contact you to schedule the first inspection.',
  },
  {
    question: 'What happens when an inspector finds a problem?',
    answer: 'It is recorded as a deficiency with a due date. The contractor fixes it and we verify the repair before the project can close.',
  },
  {
    question: 'What does the guarantee cover?',
    answer:
      'Once every deficiency is closed and the final inspection is published, a two-year guarantee certificate is issued to the owner, architect and contractor.',
  },
  {
    question: 'How do I get my reports?',
    answer: 'Every published report is in the portal, ready to download as a PDF.',
  },
] as const;
