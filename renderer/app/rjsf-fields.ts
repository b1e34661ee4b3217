import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

/**
 * Stands in for RJSF's default fields in the browser and server builds (vite.config.ts). A step is a flat
 * object of leaf fields (core/flow/resolve-step.ts), one of them a multiple choice array (contactPreference),
 * so RJSF's anyOf/oneOf and layout-grid fields (~5 KB gzip on the landing page) never render; a schema that
 * asked for them would get RJSF's "unsupported field", as an unknown type does.
 */
export default function fields() {
  return {
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NumberField,
    ObjectField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
