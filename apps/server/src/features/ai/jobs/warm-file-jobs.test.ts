// vitest: isolate
import { describe, expect, it } from 'vitest';
import { isEnglishModelLoaded } from '../providers/embedded/english-pos';
import { warmFileJobs } from './file-job';

/*
 * Issue 17 item 3 (memory of the job threads): a thread warms what its first job would load, and only
 * that. With AI_PROVIDER=openai the embedded writer never runs in a job thread, so its English model
 * (~25 MiB a thread) is not loaded there. The model, once loaded, stays for the module's life: the
 * line `// vitest: isolate` above puts this file in the `server-fresh` project (vitest.config.ts),
 * with modules of its own, where no earlier file of the worker can have loaded the model.
 */
describe('warmFileJobs', () => {
  it("leaves the embedded writer's model unloaded for the openai writer, and loads it for the embedded one", async () => {
    await warmFileJobs('openai');
    expect(isEnglishModelLoaded()).toBe(false);
    await warmFileJobs('embedded');
    expect(isEnglishModelLoaded()).toBe(true);
  });
});
