/**
 * The routes a Fastify app has, read from `app.printRoutes({ commonPrefix: false })`: a tree whose
 * lines are `├── segment (GET, HEAD)`, each nested four columns under its parent. Fastify has no
 * other public list of its routes once they are registered.
 */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?) \(([A-Z, ]+)\)$/;

export function routesFromPrintout(printout: string): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of printout.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = `${depth > 0 ? (stack[depth - 1] ?? '') : ''}${match[2] ?? ''}`;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) routes.push({ method, url });
  }
  return routes;
}

/** The routes that can change stored data: every POST, PATCH, PUT and DELETE. */
export const writeRoutes = (routes: readonly RegisteredRoute[]): string[] =>
  routes
    .filter((route) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(route.method))
    .map((route) => `${route.method} ${route.url}`)
    .sort();
