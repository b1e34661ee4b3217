import type { EmailContent, EmailSection } from './email-content';

/** A section as text: its title, then `label: value` lines, amounts padded so they end in one column. */
function sectionText(section: EmailSection): string {
  const amounts = section.rows.filter((row) => row.amount);
  const width = Math.max(0, ...amounts.map((row) => (row.label ?? '').length + row.value.length + 2));
  const lines = section.rows.map((row) => {
    if (row.amount) {
      const label = row.label ?? '';
      return `${label}  ${row.value.padStart(width - label.length - 2)}`;
    }
    return row.label ? `${row.label}: ${row.value}` : row.value;
  });
  return [section.title.toUpperCase(), ...lines].join('\n');
}

/** The plain-text part: heading, paragraphs, then each section as a title and its lines. */
export function renderEmailText(content: EmailContent): string {
  const blocks = [
    content.heading,
    ...content.paragraphs,
    ...(content.actions ?? []).map((action) => `${action.label}: ${action.url}`),
    ...content.sections.map(sectionText),
    [...content.footer, ...(content.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`)].join('\n'),
  ];
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`;
}
