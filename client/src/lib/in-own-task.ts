/** Runs `work` in a task of its own, so the browser can handle input in between (docs/performance-history.md, "Main-thread work on a slow phone"). */
export function inOwnTask(work: () => unknown): void {
  setTimeout(() => void work(), 0)
}
