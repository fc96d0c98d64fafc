import { describe, expect, it, vi } from 'vitest';

/*
 * Issue 17 item 3 (memory of the job threads): a thread warms what its first job would load, and only
 * that. With AI_PROVIDER=openai the embedded writer never runs in a job thread, so its English model
 * (~25 MiB a thread) is not loaded there. The model, once loaded, stays for the module's life, and the
 * server project shares one module registry per worker (vitest.config.ts): so the modules are imported
 * fresh here, after an earlier file of the worker may have loaded the model.
 */
describe('warmFileJobs', () => {
  it("leaves the embedded writer's model unloaded for the openai writer, and loads it for the embedded one", async () => {
    vi.resetModules();
    const { isEnglishModelLoaded } = await import('../providers/embedded/english-pos');
    const { warmFileJobs } = await import('./file-job');
    await warmFileJobs('openai');
    expect(isEnglishModelLoaded()).toBe(false);
    await warmFileJobs('embedded');
    expect(isEnglishModelLoaded()).toBe(true);
  });
});
