import { escapeXml } from './escape-xml';
import { DEFAULT_THEME } from './partner-theme';
import { readableTextColor } from './readable-text-color';

/**
 * A partner's tab icon: its initial on a rounded square of its theme's primary colour, in the text
 * colour that reads best on it. Partners' logos are wide wordmarks, unreadable at 16px.
 */
export function partnerFaviconSvg(partner: { name: string; theme?: { primary?: string } }): string {
  const background = partner.theme?.primary ?? DEFAULT_THEME.primary;
  const initial = escapeXml(Array.from(partner.name.trim())[0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${escapeXml(background)}"/><text x="16" y="23" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="20" font-weight="700" fill="${readableTextColor(background)}">${initial}</text></svg>`;
}
