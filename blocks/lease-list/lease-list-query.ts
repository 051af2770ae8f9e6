import type { BlockQuery } from '@/blocks/block-query';
import { DEFAULT_LEASE_SORT, LEASE_LIST_PARAMS, parseLeaseListParams } from '@/services/leases/lease-list-query';

/** Brand, fuel and order of the offers: each a list of its own. */
export const LEASE_LIST_QUERY: BlockQuery<'lease_list'> = {
  params: LEASE_LIST_PARAMS,
  canonical: (searchParams) => {
    const query = parseLeaseListParams(searchParams);
    const values: Record<(typeof LEASE_LIST_PARAMS)[number], string | undefined> = {
      brand: query.brand,
      fuel: query.fuel,
      sort: query.sort === DEFAULT_LEASE_SORT ? undefined : query.sort,
    };
    return LEASE_LIST_PARAMS.flatMap((name) => (values[name] ? [[name, values[name]] as [string, string]] : []));
  },
};
