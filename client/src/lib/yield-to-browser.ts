/** Breaks start-up into separate tasks so a slow phone can handle input in between (docs/performance-history.md, "Main-thread work on a slow phone"). */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
