import { fieldOf } from '../../../core/is-record';

/**
 * Geocoder.geocode with the failure of docs/FUNNEL.md#errors: reject with the service status alone
 * (e.g. Error('ZERO_RESULTS')), also when the call succeeds with no result.
 */
export async function geocodeOrReject(
  geocoder: google.maps.Geocoder,
  request: google.maps.GeocoderRequest,
): Promise<google.maps.GeocoderResult[]> {
  let results: google.maps.GeocoderResult[];
  try {
    ({ results } = await geocoder.geocode(request));
  } catch (error) {
    // The promise API rejects with a MapsRequestError whose `code` is the GeocoderStatus.
    const code = fieldOf(error, 'code');
    throw new Error(typeof code === 'string' && code ? code : 'ERROR', { cause: error });
  }
  if (!results?.length) throw new Error('ZERO_RESULTS');
  return results;
}
