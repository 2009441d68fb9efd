/**
 * Runs `work` in a task of its own, after the current one. The browser can handle a tap or draw a frame in
 * between: starting a list's fetch (creating the query, building the request) inside the router's loading work
 * made that one task ~40 ms on a slow phone, and a task over 50 ms is one that blocks input.
 */
export function inOwnTask(work: () => unknown): void {
  setTimeout(() => void work(), 0)
}
