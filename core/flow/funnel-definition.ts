import { createFunnel, type Funnel } from './funnel';
import { flowFile, stepFiles } from '../generated/funnel-files';

/**
 * The funnel as the repository defines it (schemas/flow.json and the step files, generated into
 * core/generated/funnel-files.ts): the one definition the browser, the server's flow checks and its
 * pages all read. Tests build others with createFunnel from plain objects.
 */
export const funnelDefinition: Funnel = createFunnel(flowFile, Object.values(stepFiles));
