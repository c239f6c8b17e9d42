/**
 * A value per route pattern and method, made on first use: what the metrics and bench-timing hooks look up
 * on every request, in two map lookups of strings Fastify already holds, without building a key.
 */
export class PerRoute<T> {
  private readonly routes = new Map<string, Map<string, T>>()
  private readonly make: (method: string, route: string) => T

  constructor(make: (method: string, route: string) => T) {
    this.make = make
  }

  get(method: string, route: string): T {
    let methods = this.routes.get(route)
    if (methods === undefined) {
      methods = new Map()
      this.routes.set(route, methods)
    }
    let value = methods.get(method)
    if (value === undefined) {
      value = this.make(method, route)
      methods.set(method, value)
    }
    return value
  }

  /** Every value made so far, with its method and route. */
  entries(): Array<{ method: string; route: string; value: T }> {
    return [...this.routes].flatMap(([route, methods]) =>
      [...methods].map(([method, value]) => ({ method, route, value })),
    )
  }
}
