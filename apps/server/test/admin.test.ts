import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mapTemplates, user } from '../src/db/schema';
import { BACKENDS, createTestContext, snapshotDatabase, type TestContext } from './helpers/context';

/**
 * Issue 8 "Plans": `PATCH /api/admin/users/{id}` (api.md "Accounts") sets a user's plan, admin only,
 * with one audit row per change; every refusal changes nothing (no user row, no audit row).
 */
describe.each(BACKENDS)('admin plan change on %s', (backend) => {
  let ctx: TestContext;
  let admin: string;
  let pro: string;
  let freeId: string;
  let adminId: string;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    admin = await ctx.signIn('admin@demo.example');
    pro = await ctx.signIn('pro@demo.example');
    const ids = await ctx.database.db.select({ id: user.id, email: user.email }).from(user);
    freeId = ids.find((row) => row.email === 'free@demo.example')?.id as string;
    adminId = ids.find((row) => row.email === 'admin@demo.example')?.id as string;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const patch = (id: string, payload: unknown, cookie?: string) =>
    ctx.request({ method: 'PATCH', url: `/api/admin/users/${id}`, payload: payload as object, cookie });
  const auditRows = () => ctx.database.db.select().from(adminAuditLog);

  it('sets the plan, answers the User and writes one audit row', async () => {
    const response = await patch(freeId, { planType: 'PRO' }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: freeId, email: 'free@demo.example', planType: 'PRO' });
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, freeId));
    expect(row?.planType).toBe('PRO');
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'user.update',
      targetType: 'user',
      targetId: freeId,
      before: { planType: 'FREE', admin: false },
      after: { planType: 'PRO', admin: false },
    });
  });

  it('the user sees the new plan after signing in again', async () => {
    await patch(freeId, { planType: 'BASIC' }, admin);
    const cookie = await ctx.signIn('free@demo.example');
    const me = await ctx.request({ method: 'GET', url: '/api/users/me', cookie });
    expect(me.json().data.planType).toBe('BASIC');
  });

  it.each([
    ['signed out', undefined, 401, 'UNAUTHENTICATED'],
    ['a PRO teacher who is not an admin', 'pro', 403, 'FORBIDDEN'],
  ])('refuses %s', async (_name, who, status, code) => {
    const before = await snapshotDatabase(ctx.database);
    const auditBefore = (await auditRows()).length;
    const response = await patch(freeId, { planType: 'PRO', admin: true }, who === 'pro' ? pro : undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it.each([
    ['an unknown plan', { planType: 'ENTERPRISE' }],
    ['an empty body', {}],
    ['a field admins cannot set here', { planType: 'PRO', countryCode: 'US' }],
    ['a NUL byte', { planType: 'PRO\u0000' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await snapshotDatabase(ctx.database);
    const response = await patch(freeId, body, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });

  it('answers 404 for an unknown user and writes no audit row', async () => {
    const auditBefore = (await auditRows()).length;
    const response = await patch('no-such-user', { planType: 'PRO' }, admin);
    expect(response.statusCode).toBe(404);
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it('an admin cannot remove their own admin flag', async () => {
    const before = await snapshotDatabase(ctx.database);
    const response = await patch(adminId, { admin: false }, admin);
    expect(response.statusCode).toBe(403);
    expect(await snapshotDatabase(ctx.database)).toBe(before);
  });

  it('an admin edits a map template (audited); build-data serves the edit', async () => {
    const localize = (name: string) => ({
      name,
      description: ['Edited by an admin'],
      previewPlayUrl: 'https://play.quizset.example/preview/classic-classroom',
    });
    const response = await ctx.request({
      method: 'PATCH',
      url: '/api/admin/map-templates/classic-classroom',
      cookie: admin,
      payload: {
        hasNewTag: true,
        priority: 999,
        serializedLocalize: { ko: localize('새 교실'), en: localize('New Classroom') },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = await ctx.request({ method: 'GET', url: '/api/quiz-builder/build-data', cookie: pro });
    const template = data
      .json()
      .data.templates.find((t: { templateId: string }) => t.templateId === 'classic-classroom');
    expect(template).toMatchObject({ hasNewTag: true, priority: 999 });
    expect(template.serializedLocalize.en).toEqual(localize('New Classroom'));
    const [row] = (await auditRows()).filter((audit) => audit.targetType === 'mapTemplate');
    expect(row).toMatchObject({ actorId: adminId, targetId: 'classic-classroom', after: { priority: 999 } });
  });

  it.each([
    ['a non-admin', { priority: 1 }, 'pro', 403],
    [
      'a javascript: preview URL',
      {
        serializedLocalize: {
          ko: { name: 'x', description: [], previewPlayUrl: 'javascript:alert(1)' },
          en: { name: 'x', description: [], previewPlayUrl: null },
        },
      },
      'admin',
      400,
    ],
    ['an unknown field', { type: 'round' }, 'admin', 400],
  ])('refuses a template edit by %s', async (_name, payload, who, status) => {
    const before = await ctx.database.db.select().from(mapTemplates);
    const response = await ctx.request({
      method: 'PATCH',
      url: '/api/admin/map-templates/classic-classroom',
      cookie: who === 'pro' ? pro : admin,
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(await ctx.database.db.select().from(mapTemplates)).toEqual(before);
  });
});
