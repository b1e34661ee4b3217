import type { EmailContent } from './email-content';

/** The plain-text part: heading, paragraphs, then each section as a title and `label: value` lines. */
export function renderEmailText(content: EmailContent): string {
  const blocks = [
    content.heading,
    ...content.paragraphs,
    ...(content.actions ?? []).map((action) => `${action.label}: ${action.url}`),
    ...content.sections.map((section) =>
      [section.title.toUpperCase(), ...section.rows.map((row) => (row.label ? `${row.label}: ${row.value}` : row.value))].join('\n'),
    ),
    content.footer.join('\n'),
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}
