import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * The request shapes of the official `stripe` SDK, read from its own type declarations (issue 22:
 * "a local stand-in … checked against the request shapes in the stripe SDK's types"), so the local
 * Stripe refuses exactly what the SDK's types do not allow: unknown parameters, wrong types, values
 * outside an enum. Shapes are resolved lazily (the declarations nest deeply and refer to themselves).
 */
export type Shape =
  | { kind: 'string' | 'number' | 'boolean' | 'any' | 'metadata' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'array'; of: () => Shape }
  | { kind: 'union'; of: (() => Shape)[] }
  | { kind: 'object'; props: Map<string, { optional: boolean; shape: () => Shape }> };

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

/** Where the SDK's declarations of one resource file are. */
export function stripeDeclarationFile(relative: string): string {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its entry point lies in <root>/cjs/.
  const root = path.resolve(path.dirname(require.resolve('stripe')), '..');
  return path.join(root, 'esm/resources', relative);
}

/** Every interface and type alias of a declaration file, by its namespace path (`Checkout.SessionCreateParams`). */
function indexDeclarations(file: string): Map<string, Declaration[]> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const index = new Map<string, Declaration[]>();
  const visit = (node: ts.Node, scope: string[]) => {
    if (ts.isModuleDeclaration(node) && node.body) {
      const inner = [...scope, node.name.getText(source)];
      if (ts.isModuleBlock(node.body)) for (const child of node.body.statements) visit(child, inner);
      return;
    }
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      const key = [...scope, node.name.text].join('.');
      index.set(key, [...(index.get(key) ?? []), node]);
    }
  };
  for (const statement of source.statements) visit(statement, []);
  return index;
}

/** Reads shapes out of one SDK declaration file. */
export function createShapeReader(file: string): (qualifiedName: string) => Shape {
  const index = indexDeclarations(file);
  const scopeOf = new Map<Declaration, string[]>();
  for (const [key, declarations] of index)
    for (const declaration of declarations) scopeOf.set(declaration, key.split('.').slice(0, -1));

  const lookup = (scope: string[], name: string): Declaration[] | undefined => {
    for (let depth = scope.length; depth >= 0; depth -= 1) {
      const found = index.get([...scope.slice(0, depth), name].join('.'));
      if (found) return found;
    }
    return undefined;
  };

  const fromType = (node: ts.TypeNode, scope: string[]): Shape => {
    switch (node.kind) {
      case ts.SyntaxKind.StringKeyword:
        return { kind: 'string' };
      case ts.SyntaxKind.NumberKeyword:
        return { kind: 'number' };
      case ts.SyntaxKind.BooleanKeyword:
        return { kind: 'boolean' };
    }
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal))
      return { kind: 'enum', values: [node.literal.text] };
    if (ts.isArrayTypeNode(node)) return { kind: 'array', of: () => fromType(node.elementType, scope) };
    if (ts.isUnionTypeNode(node)) {
      const literals = node.types.filter(
        (part): part is ts.LiteralTypeNode => ts.isLiteralTypeNode(part) && ts.isStringLiteral(part.literal),
      );
      const others = node.types.filter(
        (part) => !literals.includes(part as ts.LiteralTypeNode) && part.getText() !== 'OtherString',
      );
      const values = literals.map((part) => (part.literal as ts.StringLiteral).text);
      if (others.length === 0) return { kind: 'enum', values };
      const of = others.map((part) => () => fromType(part, scope));
      if (values.length > 0) of.push(() => ({ kind: 'enum', values }));
      return { kind: 'union', of };
    }
    if (ts.isTypeLiteralNode(node)) return objectOf(node.members, scope);
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText();
      const args = node.typeArguments ?? [];
      if (name === 'Array' && args[0]) {
        const element = args[0];
        return { kind: 'array', of: () => fromType(element, scope) };
      }
      // Emptyable<T>: T, or '' to unset it.
      if (name === 'Emptyable' && args[0])
        return {
          kind: 'union',
          of: [() => fromType(args[0] as ts.TypeNode, scope), () => ({ kind: 'enum', values: [''] })],
        };
      if (name === 'MetadataParam' || name === 'Metadata') return { kind: 'metadata' };
      const parts = name.split('.');
      const found = lookup(scope, parts.join('.'));
      if (found) return fromDeclarations(found);
    }
    return { kind: 'any' };
  };

  const objectOf = (members: ts.NodeArray<ts.TypeElement>, scope: string[]): Shape => {
    const props = new Map<string, { optional: boolean; shape: () => Shape }>();
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const type = member.type;
      let cached: Shape | undefined;
      props.set(member.name.getText(), {
        optional: member.questionToken !== undefined,
        shape: () => {
          cached ??= fromType(type, scope);
          return cached;
        },
      });
    }
    return { kind: 'object', props };
  };

  const fromDeclarations = (declarations: Declaration[]): Shape => {
    const first = declarations[0] as Declaration;
    const scope = [...(scopeOf.get(first) ?? []), first.name.text];
    if (ts.isTypeAliasDeclaration(first)) return fromType(first.type, scopeOf.get(first) ?? []);
    const members = ts.factory.createNodeArray(
      declarations.flatMap((declaration) => [...(declaration as ts.InterfaceDeclaration).members]),
    );
    // Members of interface X resolve names in namespace X first (SessionCreateParams.LineItem).
    return objectOf(members, scope);
  };

  return (qualifiedName) => {
    const found = index.get(qualifiedName);
    if (!found) throw new Error(`${qualifiedName} is not declared in ${file}`);
    return fromDeclarations(found);
  };
}

/** One refusal, as Stripe words it (`param` in Stripe's bracket form: `line_items[0][price]`). */
export interface ShapeError {
  param: string;
  code: string;
  message: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Checks a decoded form value against a shape; the first mismatch as Stripe's API reports it.
 * Form values are strings; arrays arrive as objects with index keys.
 */
export function checkShape(value: unknown, shape: Shape, param: string): ShapeError | null {
  switch (shape.kind) {
    case 'any':
      return null;
    case 'string':
      return typeof value === 'string' ? null : invalid(param, 'a string');
    case 'number':
      return typeof value === 'string' && NUMBER.test(value)
        ? null
        : { param, code: 'parameter_invalid_integer', message: `Invalid integer: ${String(value)}` };
    case 'boolean':
      return value === 'true' || value === 'false' ? null : invalid(param, 'a boolean');
    case 'enum':
      return typeof value === 'string' && shape.values.includes(value)
        ? null
        : {
            param,
            code: 'parameter_invalid_string',
            message: `Invalid ${param}: must be one of ${shape.values.join(', ')}`,
          };
    case 'metadata':
      if (typeof value !== 'object' || value === null) return invalid(param, 'an object');
      for (const [key, item] of Object.entries(value)) {
        if (typeof item !== 'string') return invalid(`${param}[${key}]`, 'a string');
        if (key.length > 40 || item.length > 500)
          return invalid(`${param}[${key}]`, 'at most 40 characters of key and 500 of value');
      }
      return null;
    case 'array': {
      if (typeof value !== 'object' || value === null) return invalid(param, 'an array');
      const keys = Object.keys(value);
      if (!keys.every((key, position) => key === String(position))) return invalid(param, 'an array');
      for (const key of keys) {
        const error = checkShape((value as Record<string, unknown>)[key], shape.of(), `${param}[${key}]`);
        if (error) return error;
      }
      return null;
    }
    case 'union': {
      let first: ShapeError | null = null;
      for (const option of shape.of) {
        const error = checkShape(value, option(), param);
        if (!error) return null;
        first ??= error;
      }
      return first;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null) return invalid(param, 'an object');
      for (const [key, item] of Object.entries(value)) {
        const child = param ? `${param}[${key}]` : key;
        const prop = shape.props.get(key);
        if (!prop)
          return { param: child, code: 'parameter_unknown', message: `Received unknown parameter: ${child}` };
        const error = checkShape(item, prop.shape(), child);
        if (error) return error;
      }
      for (const [key, prop] of shape.props) {
        if (!prop.optional && !(key in value)) {
          const child = param ? `${param}[${key}]` : key;
          return { param: child, code: 'parameter_missing', message: `Missing required param: ${child}.` };
        }
      }
      return null;
    }
  }
}

function invalid(param: string, expected: string): ShapeError {
  return { param, code: 'parameter_invalid', message: `Invalid ${param}: must be ${expected}` };
}

/**
 * Stripe's form encoding (`a[b][0][c]=v`, what the SDK sends) → nested objects; arrays stay objects
 * with index keys for checkShape.
 */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    let node = out;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) node[part] = value;
      else {
        const next = node[part];
        if (typeof next !== 'object' || next === null) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return out;
}
