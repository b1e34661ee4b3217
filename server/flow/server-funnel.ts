import { createFunnel } from '../../core/funnel';
import { flowFile, stepFiles } from '../../core/generated/funnel-files';

/** The same funnel definition the browser walks (schemas/flow.json and the step files). */
export const serverFunnel = createFunnel(flowFile, Object.values(stepFiles));
