import type { FlowDefinition, StepDefinition } from '../flow/step-definition';
import type { SchemaNode } from './schema-at-path';

/** A parsed definition file and its path from the project root (used in messages). */
export interface DefinitionFile<T> {
  file: string;
  data: T;
}

/** The names the renderer registers (core/registry-names.ts); anything else is a mistake. */
export interface RegistryNames {
  widgets: readonly string[];
  views: readonly string[];
  actions: readonly string[];
  /** Icon names the icon choice widget draws (widgets/icons.tsx); unchecked when absent. */
  icons?: readonly string[];
}

/** Everything the funnel lint looks at. Files must already match their meta-schemas. */
export interface FunnelInput {
  flow: DefinitionFile<FlowDefinition>;
  steps: Array<DefinitionFile<StepDefinition>>;
  bookingSchema: SchemaNode;
  partnerSchema: SchemaNode;
  names: RegistryNames;
}
