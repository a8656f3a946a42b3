import { countries, lookups, metadataApi as api, metadataKeys, type LookupKey } from '@console/contract';
import { route } from '../../kernel/routes.ts';

const metadataMap = Object.fromEntries(metadataKeys.map((key) => [key, lookups[key]]));

/** Value sets live in the contract, so the server and the forms agree on them. */
export const metadataRoutes = () => [
  route(api.others, () => Promise.resolve(metadataMap)),
  route(api.lookup, ({ params }) => Promise.resolve(lookups[params.key as LookupKey])),
  route(api.countries, () => Promise.resolve([...countries])),
];
