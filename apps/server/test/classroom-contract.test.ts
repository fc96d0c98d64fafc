import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FIELDS, METHOD_SCOPES, STUDENT_SUBMISSION_UPDATE_MASK } from './helpers/classroom-contract';

/**
 * Issue 18 item 9: the local Classroom's checked-in contract (helpers/classroom-contract.ts) says what
 * the installed `@googleapis/classroom` says — the field names of the request schemas and the scopes of
 * each method — so a new version of Google's API cannot leave the stand-in behind unnoticed.
 */
const packageDir = path.dirname(createRequire(import.meta.url).resolve('@googleapis/classroom/package.json'));
const typings = readFileSync(path.join(packageDir, 'build/v1.d.ts'), 'utf8');
const source = readFileSync(path.join(packageDir, 'v1.ts'), 'utf8');

/** Field names of `export interface Schema$<name> { … }` in v1.d.ts. */
function fieldsOf(name: string): string[] {
  const start = typings.indexOf(`export interface Schema$${name} {`);
  expect(start, name).toBeGreaterThan(-1);
  const body = typings.slice(start, typings.indexOf('\n    }', start));
  return [...body.matchAll(/^ {8}(\w+)\?:/gm)].map((m) => m[1] as string).sort();
}

/** Scopes in the generated usage example of `classroom.courses.<resource>.<method>(`. */
function scopesOf(call: string): string[] {
  const at = source.indexOf(`await classroom.courses.${call}(`);
  expect(at, call).toBeGreaterThan(-1);
  const block = source.slice(source.lastIndexOf('scopes: [', at), at);
  return [...block.matchAll(/'(https:\/\/www\.googleapis\.com\/auth\/[\w.]+)'/g)]
    .map((m) => m[1] as string)
    .sort();
}

describe('the local Classroom contract matches @googleapis/classroom (issue 18 item 9)', () => {
  it('has the request schemas’ field names', () => {
    for (const [name, fields] of Object.entries(CONTRACT_FIELDS))
      expect(fields, name).toEqual(fieldsOf(name));
  });

  it('has each method’s scopes, for every item type that has the method', () => {
    for (const resource of ['courseWork', 'courseWorkMaterials', 'announcements']) {
      expect(scopesOf(`${resource}.getAddOnContext`)).toEqual([...METHOD_SCOPES.getAddOnContext].sort());
      expect(scopesOf(`${resource}.addOnAttachments.get`)).toEqual(
        [...METHOD_SCOPES['addOnAttachments.get']].sort(),
      );
    }
    for (const resource of ['courseWork', 'courseWorkMaterials', 'announcements'])
      expect(scopesOf(`${resource}.addOnAttachments.create`)).toEqual(
        [...METHOD_SCOPES['addOnAttachments.create']].sort(),
      );
    expect(scopesOf('courseWork.addOnAttachments.studentSubmissions.patch')).toEqual(
      [...METHOD_SCOPES['addOnAttachments.studentSubmissions.patch']].sort(),
    );
  });

  it('names only fields of the submission in the update mask', () => {
    for (const field of STUDENT_SUBMISSION_UPDATE_MASK)
      expect(CONTRACT_FIELDS.AddOnAttachmentStudentSubmission).toContain(field);
  });
});
