/**
 * A module's use cases are exported functions `(ctx, …args)`, one a file (docs/decisions/044).
 * Its plugin builds the context once and gives other modules the use cases with it bound.
 */

/** A use case with its context given. */
export type Bound<Ctx, F> = F extends (ctx: Ctx, ...args: infer A) => infer R ? (...args: A) => R : never;
export type BoundAll<Ctx, T> = { [K in keyof T]: Bound<Ctx, T[K]> };

/** Each use case of `useCases` with `ctx` bound as its first argument. */
export function bindUseCases<Ctx, T extends Record<string, (ctx: Ctx, ...args: never[]) => unknown>>(
  ctx: Ctx,
  useCases: T,
): BoundAll<Ctx, T> {
  return Object.fromEntries(
    Object.entries(useCases).map(([name, useCase]) => [name, useCase.bind(null, ctx)]),
  ) as BoundAll<Ctx, T>;
}
