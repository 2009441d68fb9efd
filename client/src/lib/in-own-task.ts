/** Runs `work` in a task of its own, so the browser can handle input in between (docs/performance.md §6). */
export function inOwnTask(work: () => unknown): void {
  setTimeout(() => void work(), 0)
}
