/**
 * What every console's dashboard route answers (@portal/contracts/office/dashboard): one shape, so one
 * page of the console kit draws them all. Each domain counts its own figures; this is their schema.
 */
import { allRequired, inBothLanguages } from '../http/openapi-schemas';

const chartSchema = allRequired({
  id: { type: 'string' },
  kind: { type: 'string', enum: ['bars', 'steps', 'days'] },
  series: { type: 'array', items: { type: 'string' } },
  rows: {
    type: 'array',
    items: allRequired({ key: { type: 'string' }, values: { type: 'object', additionalProperties: { type: ['number', 'null'] } } }),
  },
});

/** OpenAPI: a dashboard — the filters as applied, the options the data names, the charts. */
export const dashboardResponseSchema = allRequired({
  filters: { type: 'object', additionalProperties: { type: 'string' } },
  options: { type: 'object', additionalProperties: { type: 'array', items: allRequired({ value: { type: 'string' }, label: inBothLanguages }) } },
  charts: { type: 'array', items: chartSchema },
});
