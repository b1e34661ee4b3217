import { escapeHtml } from '../../html/escape-html';
import type { EmailBrand, EmailContent, EmailRow } from './email-content';

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const CELL = 'padding:3px 0;vertical-align:top';

function rowHtml(row: EmailRow): string {
  const weight = row.total ? 'font-weight:700;font-size:17px;border-top:1px solid #cbd5e1;padding-top:8px;' : '';
  if (row.amount) {
    return (
      `<tr><td style="${CELL};${weight}color:#334155;padding-right:12px">${escapeHtml(row.label ?? '')}</td>` +
      `<td align="right" style="${CELL};${weight}color:#0f172a;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums">${escapeHtml(row.value)}</td></tr>`
    );
  }
  if (!row.label) return `<tr><td colspan="2" style="${CELL};color:#0f172a">${escapeHtml(row.value)}</td></tr>`;
  return (
    `<tr><td style="${CELL};color:#475569;padding-right:12px;width:40%">${escapeHtml(row.label)}</td>` +
    `<td style="${CELL};color:#0f172a">${escapeHtml(row.value)}</td></tr>`
  );
}

/**
 * The HTML part: one 600-pixel column with inline styles, the layout mail clients render alike (no stylesheets,
 * no scripts). Every section is rows of one two-column table, so labels and amounts line up from the first section
 * to the last, amounts right-aligned and the total emphasised. `brand` colours the top rule and the section titles;
 * its logo, when given, heads the email.
 */
export function renderEmailHtml(content: EmailContent, brand: EmailBrand): string {
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`);
  const actions = (content.actions ?? []).map(
    (action) =>
      `<p style="margin:16px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${escapeHtml(brand.color)};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
  );
  const rows = content.sections.flatMap((section) => [
    `<tr><td colspan="2" style="padding:18px 0 6px;font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:${escapeHtml(brand.color)}">${escapeHtml(section.title)}</td></tr>`,
    ...section.rows.map(rowHtml),
  ]);
  const footerLinks = (content.footerLinks ?? [])
    .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#64748b;text-decoration:underline">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  const footer = [...content.footer.map((line) => escapeHtml(line)), ...(footerLinks ? [footerLinks] : [])].join('<br>');
  const masthead = brand.logoSrc
    ? `<img src="${escapeHtml(brand.logoSrc)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;width:auto;margin:0 0 12px;border:0">`
    : `<p style="margin:0 0 8px;font-size:14px;font-weight:600;color:${escapeHtml(brand.color)}">${escapeHtml(brand.name)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;${FONT};color:#0f172a">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:4px solid ${escapeHtml(brand.color)};border-radius:8px">`,
    '<tr><td style="padding:24px 28px">',
    masthead,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>`,
    ...paragraphs,
    ...actions,
    ...(rows.length > 0
      ? [
          `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.45;border-collapse:collapse">${rows.join('')}</table>`,
        ]
      : []),
    `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#64748b">${footer}</p>`,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
    '',
  ].join('\n');
}
