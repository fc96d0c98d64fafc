/**
 * glibc malloc settings every server process starts with (issue 17 item 3 "server memory returns to
 * its baseline afterwards"). Measured (bench abuse-files, gdb `malloc_stats`): after the hostile files,
 * glibc held 122 MiB of freed memory (185 MiB taken from the OS, 63 MiB in use; one thread arena alone
 * 87 MiB with 32 in use). Freeing a large block (a 19 MB upload, a decompressed zip member) raises
 * glibc's dynamic mmap threshold up to 32 MiB, so later blocks of that size come from the arenas,
 * whose freed middle is never given back. A fixed threshold (glibc's own default, 128 KiB) keeps
 * every block ≥ 128 KiB in its own mapping, returned to the OS when freed; with it glibc held 17 MiB.
 * Read by glibc when the process starts, so it is set in the command that starts node (the
 * package.json scripts, the bench's and the e2e's launchers, README "Deployment"), never from here.
 * Harmless where the C library is not glibc (musl, macOS), which ignore it.
 */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;
