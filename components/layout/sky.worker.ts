/// <reference lib="webworker" />
import { skyMessage } from './sky-messages';
import { skyLoop } from './sky-loop';

// The sky drawn off the page's thread: nothing of it runs where the page lays out and answers the visitor.
const scope = self as unknown as DedicatedWorkerGlobalScope;
/** A frame when the worker has them (Chromium, Firefox), else at once. */
const schedule = (draw: () => void) => {
  if (typeof scope.requestAnimationFrame !== 'function') {
    const timer = setTimeout(draw, 0);
    return () => clearTimeout(timer);
  }
  const frame = scope.requestAnimationFrame(draw);
  return () => scope.cancelAnimationFrame(frame);
};

let sky: ReturnType<typeof skyLoop> | undefined;
scope.addEventListener('message', (event: MessageEvent<unknown>) => {
  const parsed = skyMessage.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  if (message.type === 'resize') return sky?.resize(message);
  if (message.type === 'start') {
    sky = skyLoop(message.canvas, schedule);
    sky.resize(message);
  }
  sky?.motion(message.moving);
  // Said once the frames have stopped or started, so the page never says "still" while one is still drawn.
  scope.postMessage({ type: 'moving', moving: message.moving });
});

scope.postMessage({ type: 'ready' });
