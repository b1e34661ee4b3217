import { createFunnel } from '../../core/funnel';
import { flowFile, stepFiles } from '../../core/generated/funnel-files';

/** The funnel the frame reads labels, groups and summary blocks from (the generated step files). */
export const funnelDefinition = createFunnel(flowFile, Object.values(stepFiles));
