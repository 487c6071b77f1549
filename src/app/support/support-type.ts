import { INVALID_SUPPORT_TYPE_MESSAGE, SUPPORT_TYPES, type SupportType } from '../../domain/support-rules.ts';
import type { RouteHandle } from '../routes.tsx';
import { useRouteMatches } from '../router/use-route.ts';

/**
 * docs/product.md#routes "The support type comes from the route's support setting, and an invalid value raises an
 * error" (docs/product.md#validation "Valid support type is required"): the support pages read it from their route's meta.
 */
export function supportTypeOf(value: unknown): SupportType {
  const type = SUPPORT_TYPES.find((candidate) => candidate === value);
  if (type === undefined) throw new Error(INVALID_SUPPORT_TYPE_MESSAGE);
  return type;
}

/** The support type of the current route (the deepest match that has a route definition). */
export function useRouteSupportType(): SupportType {
  const matches = useRouteMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.definition)?.handle as
    RouteHandle | undefined;
  return supportTypeOf(handle?.definition.meta.supportType);
}
