import type { DeviceClass } from './insight-vocabulary';

/**
 * A browser's class from its User-Agent header, nothing finer: the header itself is never kept. Tablets first (an iPad
 * or an Android tablet also says "Mobile" in some versions), then phones; anything else that names a browser is a desktop.
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'unknown';
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'phone';
  return /Mozilla|Opera/i.test(userAgent) ? 'desktop' : 'unknown';
}
