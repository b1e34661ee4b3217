import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The step's fields in the order core resolved, one per row; no title or description block. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="flex flex-col gap-6">
      {properties.map((property) => (
        <div key={property.name} className={property.hidden ? 'hidden' : 'min-w-0'}>
          {property.content}
        </div>
      ))}
    </div>
  );
}
