import type { ServiceIdentifier } from 'inversify';
import type { ContainerModuleLoadOptions } from 'inversify';

/** The tokens a factory's dependencies are resolved from, one per property. */
export type TokensOf<D> = { readonly [K in keyof D]-?: ServiceIdentifier<D[K]> };

/**
 * Binds a use case to a factory over named dependencies: `bindUseCase(bind, T.logIn, (d) => new LogIn(d), { members:
 * PORTS.members, ... })`. The compiler checks each token's type against the constructor's dependency.
 */
export function bindUseCase<D, T>(
  bind: ContainerModuleLoadOptions['bind'],
  id: ServiceIdentifier<T>,
  make: (deps: D) => T,
  tokens: TokensOf<D>,
): void {
  const names = Object.keys(tokens) as (keyof D)[];
  bind(id).toResolvedValue(
    (...values: unknown[]) => make(Object.fromEntries(names.map((name, i) => [name, values[i]])) as D),
    names.map((name) => tokens[name] as ServiceIdentifier),
  );
}
