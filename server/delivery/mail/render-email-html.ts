import { escapeHtml } from '../../host-page/escape-html';
import type { EmailContent } from './email-content';

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * The HTML part: one 600-pixel column of tables with inline styles, the layout mail clients render
 * alike (no stylesheets, no images, no scripts). `brand` colours the top rule and the section titles.
 */
export function renderEmailHtml(content: EmailContent, brand: { name: string; color: string }): string {
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`);
  const actions = (content.actions ?? []).map(
    (action) =>
      `<p style="margin:16px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${escapeHtml(brand.color)};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
  );
  const sections = content.sections.map((section) => {
    const rows = section.rows.map(
      (row) =>
        `<tr>${row.label ? `<td style="padding:2px 12px 2px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td>` : ''}` +
        `<td${row.label ? '' : ' colspan="2"'} style="padding:2px 0;color:#0f172a;vertical-align:top">${escapeHtml(row.value)}</td></tr>`,
    );
    return (
      `<h2 style="margin:20px 0 6px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:${escapeHtml(brand.color)}">${escapeHtml(section.title)}</h2>` +
      `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;line-height:1.45;border-collapse:collapse">${rows.join('')}</table>`
    );
  });
  const footer = content.footer.map((line) => escapeHtml(line)).join('<br>');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;${FONT};color:#0f172a">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:4px solid ${escapeHtml(brand.color)};border-radius:8px">`,
    '<tr><td style="padding:24px 28px">',
    `<p style="margin:0 0 8px;font-size:14px;font-weight:600;color:${escapeHtml(brand.color)}">${escapeHtml(brand.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>`,
    ...paragraphs,
    ...actions,
    ...sections,
    `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#64748b">${footer}</p>`,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
    '',
  ].join('\n');
}
