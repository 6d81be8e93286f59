import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface RouteModule {
  /** The route's pattern, as the route table writes it (`/berita/:slug`). */
  path: string;
  /** The page module the route imports lazily: an absolute path without its extension. */
  module: string;
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === name &&
      ts.isStringLiteral(property.initializer)
    )
      return property.initializer.text;
  }
  return undefined;
}

/** `page: () => import('…')` of an entry: the specifier, or undefined for an entry without a page. */
function pageSpecifier(node: ts.ObjectLiteralExpression): string | undefined {
  for (const property of node.properties) {
    if (
      !ts.isPropertyAssignment(property) ||
      !ts.isIdentifier(property.name) ||
      property.name.text !== 'page'
    )
      continue;
    const loader = property.initializer;
    if (!ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return undefined;
    const call = loader.body;
    const [argument] = call.arguments;
    if (call.expression.kind !== ts.SyntaxKind.ImportKeyword || !argument) return undefined;
    return ts.isStringLiteral(argument) ? argument.text : undefined;
  }
  return undefined;
}

/**
 * The pages of the public route table (src/renderer/src/app/route-table.ts), read from its
 * source: every object literal with a string `path` and a `page: () => import('…')`. Read, not
 * imported, because the table imports the renderer's modules, which Node cannot load.
 */
export function readRouteModules(tableFile: string): RouteModule[] {
  const source = ts.createSourceFile(
    tableFile,
    fs.readFileSync(tableFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const routes: RouteModule[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const routePath = stringProperty(node, 'path');
      const specifier = pageSpecifier(node);
      if (routePath !== undefined && specifier !== undefined)
        routes.push({
          path: routePath,
          module: path.resolve(path.dirname(tableFile), specifier),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}
