/**
 * Stands in for RJSF's default widgets in the browser and server builds (vite.config.ts). Every step field
 * names one of the product's widgets (core/registry-names.ts, `npm run check` refuses any other name) and
 * ThemedForm registers each of them, so RJSF's own twenty widgets (~5 KB gzip on the landing page) are never drawn.
 */
export default function widgets() {
  return {};
}
