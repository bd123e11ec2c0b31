/**
 * Runs a task every `ms`, never twice at once (a slow round is skipped, not stacked); a failure is
 * logged and the next round runs. The timer does not keep the process alive; clear it on close.
 */
export function every(ms: number, task: () => Promise<unknown>, onError: (error: Error) => void): NodeJS.Timeout {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch(onError)
      .finally(() => (busy = false));
  }, ms);
  timer.unref();
  return timer;
}
