import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with a shared zod schema loaded on first use, so
 * a screen whose form is not submitted yet (the marketplace search) does not carry zod in its
 * initial JavaScript. Same messages and output as `zodResolver(schema)`.
 */
export function lazyZodResolver<In extends FieldValues, Out>(
  loadSchema: () => Promise<z.ZodType<Out, In>>,
): Resolver<In, unknown, Out> {
  let ready: Promise<Resolver<In, unknown, Out>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<In, unknown, Out>,
    );
    return (await ready)(values, context, options);
  };
}
