/**
 * Runs `task` once the page has loaded and the browser has had an idle moment (work that can wait
 * for the content); returns its cancel.
 */
export function afterPageSettles(task: () => void): () => void {
  // Safari has no idle callback: a short timeout after load stands in for it.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const settle = () => {
    idle = hasIdle ? requestIdleCallback(task, { timeout: 1500 }) : window.setTimeout(task, 300);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    if (idle === undefined) return;
    if (hasIdle) cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
