/**
 * Stands in for RJSF's shallowAllOfMerge in the builds (vite.config.ts), and with it @x0k/json-schema-merge (~4 KB gzip
 * on the landing page). RJSF calls it for a schema with `allOf` only; a step's schema is a flat object of booking
 * properties (core/flow/resolve-step.ts) and neither the booking schema nor a step file has an `allOf`
 * (tests/renderer/app/rjsf-stand-ins.test.ts). Should one appear, the step fails loudly, as a conditional subschema does
 * (renderer/step-page/step-validator.ts).
 */
export default function shallowAllOfMerge(schema: object): never {
  throw new Error(`A step schema has an allOf RJSF would merge: ${JSON.stringify(schema).slice(0, 80)}`);
}
