import { renderSimplePage } from './render-simple-page';

/** The server's 404 for unknown partners and files; unknown paths inside a funnel get the app's own 404 page, with status 404. */
export function renderNotFoundPage(): string {
  return renderSimplePage(
    'Page does not exist',
    `<h1>404 - Page does not exist</h1>
<p>The page you are looking for could not be found. Please check the address, or use the booking link your moving company gave you.</p>
<p><a href="/">Back to home</a></p>`,
  );
}
