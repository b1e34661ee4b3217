/**
 * Where the frame can keep no cookie (canKeepCookies), the funnel cannot save: a notice above it offers the same
 * page in a new tab, where the funnel is the site itself and keeps its session. The address keeps its query, so
 * the ad click and campaign go along.
 */
export function offerNewTab(doc: Document, href: string): void {
  const notice = doc.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'm-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900';
  notice.append('Your browser does not let this booking form save your answers inside this page. ');
  const link = doc.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.className = 'font-semibold text-brand underline';
  link.textContent = 'Continue in a new tab';
  notice.append(link);
  doc.body.prepend(notice);
}
